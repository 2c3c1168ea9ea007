import { IMPORT_KINDS } from '@praxis/shared';
import { check, jsonb, text, unique, uuid } from 'drizzle-orm/pg-core';
import { oneOf, timestamps } from './columns.js';
import { entityTable } from './tables.js';

/**
 * How the firm's files with one set of headers map onto a kind's columns (file header → column, null: ignored),
 * remembered when an import uses it, so the next file with the same headers maps itself.
 */
export const importColumnMappings = entityTable(
  'import_column_mappings',
  {
    kind: text('kind', { enum: IMPORT_KINDS }).notNull(),
    /** The file's header names, normalised, sorted and hashed: the same set of headers in any order. */
    headerKey: text('header_key').notNull(),
    mapping: jsonb('mapping').$type<Record<string, string | null>>().notNull(),
    /** No foreign key: who last set it is kept even once the account is gone. */
    updatedBy: uuid('updated_by'),
    ...timestamps(),
  },
  (t) => [
    unique('import_column_mappings_kind_header_key').on(t.kind, t.headerKey),
    check('import_column_mappings_kind_check', oneOf(t.kind, IMPORT_KINDS)),
  ],
);
