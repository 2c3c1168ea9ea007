import { sql } from 'drizzle-orm';
import { check, integer, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { requiredRef, versionAndTimestamps } from './columns.js';
import { entityTable, type Columns, type EntityColumns, type ExtraConfig } from './tables.js';

/** Admin-settings catalogues. Each has a display_order for the order pickers show. */

/** The columns every catalogue entry ends with: its display_order, then version and timestamps. */
const orderedEntry = () => ({
  displayOrder: integer('display_order').notNull().default(0),
  ...versionAndTimestamps(),
});

type CatalogueColumns<TColumns> = EntityColumns<TColumns & ReturnType<typeof orderedEntry>>;

/** `entityTable` for a catalogue: the entry's own columns, then the `orderedEntry` ones. */
const catalogueTable = <TName extends string, TColumns extends Columns>(
  name: TName,
  columns: TColumns,
  extraConfig?: ExtraConfig<TName, CatalogueColumns<TColumns>>,
) => entityTable(name, { ...columns, ...orderedEntry() }, extraConfig);

export const consultantJobTitles = catalogueTable(
  'consultant_job_titles',
  {
    title: text('title').notNull(),
  },
  (t) => [
    uniqueIndex('consultant_job_titles_title_lower_key').on(sql`lower(${t.title})`),
    // Original §5: CEO (trimmed, any case) is never a job title; the API refuses it first with the exact message.
    check('consultant_job_titles_not_ceo_check', sql`lower(trim(${t.title})) <> 'ceo'`),
    check('consultant_job_titles_title_check', sql`length(trim(${t.title})) > 0`),
  ],
);

export const certifications = catalogueTable('certifications', {
  name: text('name').notNull().unique(),
  description: text('description'),
  issuer: text('issuer'),
});

export const languages = catalogueTable('languages', {
  name: text('name').notNull().unique(),
  /** ISO 639-1 code, e.g. "en". */
  code: text('code'),
});

export const platformCategories = catalogueTable('platform_categories', {
  name: text('name').notNull().unique(),
  description: text('description'),
  platform: text('platform'),
});

export const platformProducts = catalogueTable(
  'platform_products',
  {
    name: text('name').notNull(),
    description: text('description'),
    categoryId: requiredRef('category_id', () => platformCategories.id, { onDelete: 'cascade' }),
  },
  // The unique constraint's leading column also serves category_id lookups.
  (t) => [unique('platform_products_category_id_name_key').on(t.categoryId, t.name)],
);

export const projectCategories = catalogueTable('project_categories', {
  name: text('name').notNull().unique(),
  description: text('description'),
});

/** The five engagement role titles of docs/product.md §3 (ENGAGEMENT_ROLE_TITLES). */
export const engagementRoles = catalogueTable('engagement_roles', {
  title: text('title').notNull().unique(),
});
