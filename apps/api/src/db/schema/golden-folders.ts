import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ENGAGEMENT_TYPES, GOLDEN_ITEM_KINDS } from '@praxis/shared';
import { user } from './auth.js';
import { oneOf, optionalRef, requiredRef, versionAndTimestamps } from './columns.js';
import { entityTable } from './tables.js';
import { indexesOn } from './constraints.js';
import { consultants } from './consultants.js';

/** Curated reference kits (docs/product.md §3 golden_folders); folders nest through parent_id. */
export const goldenFolders = entityTable(
  'golden_folders',
  {
    parentId: optionalRef('parent_id', (): AnyPgColumn => goldenFolders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    /** Root kits offered when an engagement of this type is created. */
    engagementType: text('engagement_type', { enum: ENGAGEMENT_TYPES }),
    topic: text('topic'),
    ownerId: optionalRef('owner_id', () => consultants.id, { onDelete: 'set null' }),
    lastReviewedOn: date('last_reviewed_on'),
    ...versionAndTimestamps(),
  },
  (t) => [
    check('golden_folders_engagement_type_check', oneOf(t.engagementType, ENGAGEMENT_TYPES)),
    check('golden_folders_not_own_parent_check', sql`${t.parentId} <> ${t.id}`),
    ...indexesOn('golden_folders', t.parentId, t.engagementType, t.ownerId),
  ],
);

/** A document (uploaded file, versions in golden_document_versions) or a link inside a folder. */
export const goldenItems = entityTable(
  'golden_items',
  {
    folderId: requiredRef('folder_id', () => goldenFolders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: GOLDEN_ITEM_KINDS }).notNull(),
    name: text('name').notNull(),
    description: text('description'),
    url: text('url'),
    ...versionAndTimestamps(),
  },
  (t) => [
    check('golden_items_kind_check', oneOf(t.kind, GOLDEN_ITEM_KINDS)),
    check('golden_items_link_url_check', sql`(${t.kind} = 'link') = (${t.url} is not null)`),
    ...indexesOn('golden_items', t.folderId),
  ],
);

/** Every upload of a document is kept; the highest number is the current one. */
export const goldenDocumentVersions = entityTable(
  'golden_document_versions',
  {
    itemId: requiredRef('item_id', () => goldenItems.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    /** Key in the storage module (DATA_DIR/uploads or S3). */
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    uploadedBy: optionalRef('uploaded_by', () => user.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('golden_document_versions_item_number_key').on(t.itemId, t.number),
    check('golden_document_versions_size_check', sql`${t.sizeBytes} >= 0`),
  ],
);
