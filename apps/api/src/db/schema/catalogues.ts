import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, version } from './columns.js';

/** Admin-settings catalogues. Each has a display_order for the order pickers show. */

export const consultantJobTitles = pgTable(
  'consultant_job_titles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('consultant_job_titles_title_lower_key').on(sql`lower(${t.title})`),
    // Original §5: CEO (trimmed, any case) is never a job title; the API refuses it first with the exact message.
    check('consultant_job_titles_not_ceo_check', sql`lower(trim(${t.title})) <> 'ceo'`),
    check('consultant_job_titles_title_check', sql`length(trim(${t.title})) > 0`),
  ],
);

export const certifications = pgTable('certifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description'),
  issuer: text('issuer'),
  displayOrder: integer('display_order').notNull().default(0),
  version: version(),
  ...timestamps(),
});

export const languages = pgTable('languages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  /** ISO 639-1 code, e.g. "en". */
  code: text('code'),
  displayOrder: integer('display_order').notNull().default(0),
  version: version(),
  ...timestamps(),
});

export const platformCategories = pgTable('platform_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description'),
  platform: text('platform'),
  displayOrder: integer('display_order').notNull().default(0),
  version: version(),
  ...timestamps(),
});

export const platformProducts = pgTable(
  'platform_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => platformCategories.id, { onDelete: 'cascade' }),
    displayOrder: integer('display_order').notNull().default(0),
    version: version(),
    ...timestamps(),
  },
  // The unique constraint's leading column also serves category_id lookups.
  (t) => [unique('platform_products_category_id_name_key').on(t.categoryId, t.name)],
);

export const projectCategories = pgTable('project_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description'),
  displayOrder: integer('display_order').notNull().default(0),
  version: version(),
  ...timestamps(),
});

/** The five engagement role titles of the original §3 (ENGAGEMENT_ROLE_TITLES). */
export const engagementRoles = pgTable('engagement_roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull().unique(),
  displayOrder: integer('display_order').notNull().default(0),
  version: version(),
  ...timestamps(),
});
