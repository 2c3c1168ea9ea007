import { z } from 'zod';
import { ENGAGEMENT_TYPES } from '../enums.js';

/** A folder not reviewed for this long shows a staleness warning. */
export const GOLDEN_FOLDER_STALE_MONTHS = 6;
/** Largest golden-folder document accepted. */
export const GOLDEN_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Document types accepted, decided by the file's content (see the API's storage/file-types). */
export const GOLDEN_DOCUMENT_TYPES = ['pdf', 'docx', 'xlsx', 'pptx', 'png', 'jpg', 'txt', 'md', 'csv'] as const;
export type GoldenDocumentType = (typeof GOLDEN_DOCUMENT_TYPES)[number];

const optionalText = (max: number) => z.string().trim().max(max).nullable();
const isoDate = z.iso.date({ error: 'Enter a date (YYYY-MM-DD).' });

export const goldenFolderInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required.').max(200),
    description: optionalText(5000).optional(),
    parent_id: z.uuid({ error: 'Choose a parent folder.' }).nullable().optional(),
    engagement_type: z.enum(ENGAGEMENT_TYPES, { error: 'Choose an engagement type.' }).nullable().optional(),
    topic: optionalText(120).optional(),
    owner_id: z.uuid({ error: 'Choose an owner.' }).nullable().optional(),
    last_reviewed_on: isoDate.nullable().optional(),
  })
  .strict();
export type GoldenFolderInput = z.infer<typeof goldenFolderInputSchema>;

export const goldenFolderUpdateSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required.').max(200),
    description: optionalText(5000),
    parent_id: z.uuid({ error: 'Choose a parent folder.' }).nullable(),
    engagement_type: z.enum(ENGAGEMENT_TYPES, { error: 'Choose an engagement type.' }).nullable(),
    topic: optionalText(120),
    owner_id: z.uuid({ error: 'Choose an owner.' }).nullable(),
    last_reviewed_on: isoDate.nullable(),
  })
  .partial()
  .strict();
export type GoldenFolderUpdate = z.infer<typeof goldenFolderUpdateSchema>;

export const goldenFolderSchema = z.object({
  id: z.uuid(),
  parent_id: z.uuid().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  engagement_type: z.enum(ENGAGEMENT_TYPES).nullable(),
  topic: z.string().nullable(),
  owner_id: z.uuid().nullable(),
  owner_name: z.string().nullable(),
  last_reviewed_on: z.string().nullable(),
  /** Never reviewed, or reviewed more than GOLDEN_FOLDER_STALE_MONTHS ago. */
  is_stale: z.boolean(),
  item_count: z.number().int(),
  child_count: z.number().int(),
  version: z.number().int(),
  updated_at: z.string(),
});
export type GoldenFolder = z.infer<typeof goldenFolderSchema>;

export const GOLDEN_ITEM_KINDS = ['document', 'link'] as const;
export type GoldenItemKind = (typeof GOLDEN_ITEM_KINDS)[number];

export const goldenLinkInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required.').max(200),
    description: optionalText(2000).optional(),
    url: z
      .url({ protocol: /^https?$/, error: 'Enter a full URL starting with https://' })
      .max(2048, 'The URL is too long.'),
  })
  .strict();
export type GoldenLinkInput = z.infer<typeof goldenLinkInputSchema>;

export const goldenItemUpdateSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required.').max(200),
    description: optionalText(2000),
    url: z.url({ protocol: /^https?$/, error: 'Enter a full URL starting with https://' }).max(2048),
  })
  .partial()
  .strict();
export type GoldenItemUpdate = z.infer<typeof goldenItemUpdateSchema>;

export const goldenDocumentVersionSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  uploaded_by_name: z.string().nullable(),
  uploaded_at: z.string(),
});
export type GoldenDocumentVersion = z.infer<typeof goldenDocumentVersionSchema>;

export const goldenItemSchema = z.object({
  id: z.uuid(),
  folder_id: z.uuid(),
  kind: z.enum(GOLDEN_ITEM_KINDS),
  name: z.string(),
  description: z.string().nullable(),
  url: z.string().nullable(),
  /** Documents: the newest version (download it at /api/golden-items/{id}/download). */
  latest: goldenDocumentVersionSchema.nullable(),
  version_count: z.number().int(),
  version: z.number().int(),
  updated_at: z.string(),
});
export type GoldenItem = z.infer<typeof goldenItemSchema>;

export const goldenFolderDetailSchema = z.object({
  folder: goldenFolderSchema,
  /** From the root down to the folder's parent. */
  path: z.array(z.object({ id: z.uuid(), name: z.string() })),
  children: z.array(goldenFolderSchema),
  items: z.array(goldenItemSchema),
});
export type GoldenFolderDetail = z.infer<typeof goldenFolderDetailSchema>;

export const goldenFolderListQuerySchema = z.object({
  engagement_type: z.enum(ENGAGEMENT_TYPES).optional(),
});

export const goldenSearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Type something to search for.').max(200),
});

export const goldenSearchHitSchema = z.object({
  kind: z.enum(['folder', 'document', 'link']),
  id: z.uuid(),
  folder_id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  folder_name: z.string(),
});
export type GoldenSearchHit = z.infer<typeof goldenSearchHitSchema>;
