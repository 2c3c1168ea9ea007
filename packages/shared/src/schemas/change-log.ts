import { z } from 'zod';

export const CHANGE_LOG_CATEGORIES = ['feature', 'improvement', 'fix'] as const;
export type ChangeLogCategory = (typeof CHANGE_LOG_CATEGORIES)[number];
export const CHANGE_LOG_CATEGORY_LABELS: Record<ChangeLogCategory, string> = {
  feature: 'Feature',
  improvement: 'Improvement',
  fix: 'Fix',
};

/** draft: no publish date; scheduled: publish date in the future; published: publish date reached. */
export const CHANGE_LOG_STATES = ['draft', 'scheduled', 'published'] as const;
export type ChangeLogState = (typeof CHANGE_LOG_STATES)[number];

const releaseVersion = z
  .string()
  .trim()
  .min(1, 'Version is required.')
  .max(40, 'Version is 40 characters at most.')
  .regex(/^[0-9A-Za-z][0-9A-Za-z.+-]*$/, 'Use letters, digits, dots and dashes, e.g. 2.4.0.');

/**
 * What an admin writes. `release_version` is the entry's version label ("2.4.0"); `version` stays the record's
 * concurrency number like everywhere else. `published_at` null keeps it a draft; a future date schedules it.
 */
export const changeLogInputSchema = z
  .object({
    release_version: releaseVersion,
    title: z.string().trim().min(1, 'Title is required.').max(200, 'Title is 200 characters at most.'),
    body: z.string().max(50_000, 'The text is 50,000 characters at most.'),
    category: z.enum(CHANGE_LOG_CATEGORIES, { error: 'Category must be feature, improvement or fix.' }),
    published_at: z.iso.datetime({ offset: true, error: 'Enter a date and time.' }).nullable(),
  })
  .strict();
export type ChangeLogInput = z.infer<typeof changeLogInputSchema>;

export const changeLogUpdateSchema = changeLogInputSchema.partial().strict();
export type ChangeLogUpdate = z.infer<typeof changeLogUpdateSchema>;

export const changeLogEntrySchema = z.object({
  id: z.uuid(),
  release_version: z.string(),
  title: z.string(),
  body: z.string(),
  /** The body rendered by the server (markdown-it, raw HTML off, sanitised). */
  body_html: z.string(),
  category: z.enum(CHANGE_LOG_CATEGORIES),
  state: z.enum(CHANGE_LOG_STATES),
  published_at: z.string().nullable(),
  author_id: z.uuid().nullable(),
  author_name: z.string().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ChangeLogEntry = z.infer<typeof changeLogEntrySchema>;

export const changeLogListQuerySchema = z.object({
  category: z.enum(CHANGE_LOG_CATEGORIES).optional(),
  /** Admins may ask for drafts and scheduled entries too; everyone else only ever sees published ones. */
  include_unpublished: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type ChangeLogListQuery = z.infer<typeof changeLogListQuerySchema>;

export const changeLogUnreadSchema = z.object({ count: z.number().int(), last_seen_at: z.string().nullable() });
export type ChangeLogUnread = z.infer<typeof changeLogUnreadSchema>;

export const markdownPreviewInputSchema = z.object({ body: z.string().max(50_000) }).strict();
export const markdownPreviewSchema = z.object({ html: z.string() });
