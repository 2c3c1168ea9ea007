import { z } from 'zod';
import { roleSchema } from './me.js';

/**
 * The admin-settings catalogues (docs/product.md §3): certifications, languages, platform categories and products,
 * project categories and engagement roles. Each has a name (engagement roles: title), an optional description
 * and a display order that an admin sets by dragging.
 */
export const CATALOGUE_KINDS = [
  'certifications',
  'languages',
  'platform-categories',
  'platform-products',
  'project-categories',
  'engagement-roles',
] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

export const CATALOGUE_LABELS: Record<CatalogueKind, { plural: string; singular: string }> = {
  certifications: { plural: 'Certifications', singular: 'Certification' },
  languages: { plural: 'Languages', singular: 'Language' },
  'platform-categories': { plural: 'Platform categories', singular: 'Platform category' },
  'platform-products': { plural: 'Platform products', singular: 'Platform product' },
  'project-categories': { plural: 'Project categories', singular: 'Project category' },
  'engagement-roles': { plural: 'Engagement roles', singular: 'Engagement role' },
};

const name = z.string().trim().min(1, 'Name is required.').max(200, 'Keep the name under 200 characters.');
const description = z.string().trim().max(2000).nullable().optional();

/** One shape for every catalogue entry; the fields a catalogue does not have are null. */
export const catalogueItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  display_order: z.number().int(),
  /** Certifications: issuer. */
  issuer: z.string().nullable(),
  /** Languages: ISO 639-1 code. */
  code: z.string().nullable(),
  /** Platform categories: platform. */
  platform: z.string().nullable(),
  /** Platform products: their category. */
  category_id: z.uuid().nullable(),
  /** How many records use the entry (profiles, engagements, assignments); an entry in use cannot be deleted. */
  usage_count: z.number().int(),
  version: z.number().int(),
});
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;

export const catalogueItemInputSchema = z
  .object({
    name,
    description,
    issuer: z.string().trim().max(200).nullable().optional(),
    code: z
      .string()
      .trim()
      .regex(/^[a-z]{2,3}$/, 'Use a two- or three-letter language code, like "en".')
      .nullable()
      .optional(),
    platform: z.string().trim().max(200).nullable().optional(),
    category_id: z.uuid({ error: 'Choose a platform category.' }).optional(),
  })
  .strict();
export type CatalogueItemInput = z.infer<typeof catalogueItemInputSchema>;
export const catalogueItemUpdateSchema = catalogueItemInputSchema.partial().strict();

export const catalogueListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  category_id: z.uuid().optional(),
});

/** The new order: every id of the list (for products: of one category), first to last. */
export const catalogueOrderSchema = z
  .object({ ids: z.array(z.uuid()).min(1, 'Send the ids in their new order.').max(500) })
  .strict()
  .refine((value) => new Set(value.ids).size === value.ids.length, { message: 'An id appears twice.', path: ['ids'] });

/* — Admin whitelist (docs/product.md §3: email, is_active) — */

export const whitelistEntrySchema = z.object({
  id: z.uuid(),
  email: z.string(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type WhitelistEntry = z.infer<typeof whitelistEntrySchema>;
export const whitelistInputSchema = z
  .object({
    email: z.email({ error: 'Enter a valid email address.' }).max(320),
    is_active: z.boolean().default(true),
  })
  .strict();
export const whitelistUpdateSchema = z.object({ is_active: z.boolean() }).strict();

/* — Users and their roles — */

export const userWithRolesSchema = z.object({
  user_id: z.uuid(),
  name: z.string(),
  email: z.string(),
  consultant_id: z.uuid().nullable(),
  primary_role: roleSchema,
  additional_roles: z.array(roleSchema),
  /** Set while the account is deactivated (it cannot sign in). */
  deactivated_at: z.string().nullable(),
});
export type UserWithRoles = z.infer<typeof userWithRolesSchema>;

/** The answer of deactivate, reactivate and sign out everywhere. */
export const userAccessSchema = z.object({
  user_id: z.uuid(),
  deactivated_at: z.string().nullable(),
  /** How many sessions (signed-in devices) were ended. */
  sessions_ended: z.number().int(),
});
export type UserAccess = z.infer<typeof userAccessSchema>;
export const userListQuerySchema = z.object({ q: z.string().trim().max(200).optional() });
