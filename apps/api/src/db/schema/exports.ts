import { sql } from 'drizzle-orm';
import { bigint, check, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { FIRM_EXPORT_STATUSES } from '@praxis/shared';
import { createdAt, oneOf } from './columns.js';
import { entityTable } from './tables.js';
import { indexesOn } from './constraints.js';

/**
 * One full export of the firm, written by a job: its progress, then where its zip lies in the storage (both
 * database modes and every instance reach it there).
 */
export const firmExports = entityTable(
  'firm_exports',
  {
    status: text('status', { enum: FIRM_EXPORT_STATUSES }).notNull().default('queued'),
    tablesTotal: integer('tables_total').notNull().default(0),
    tablesDone: integer('tables_done').notNull().default(0),
    rowsTotal: integer('rows_total').notNull().default(0),
    rowsDone: integer('rows_done').notNull().default(0),
    storageKey: text('storage_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    failure: text('failure'),
    /** No foreign key: the export's record outlives the account, like the audit trail. */
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('firm_exports_status_check', oneOf(t.status, FIRM_EXPORT_STATUSES)),
    check('firm_exports_progress_check', sql`${t.rowsDone} >= 0 and ${t.tablesDone} >= 0`),
    ...indexesOn('firm_exports', t.createdAt),
  ],
);
