import { sql } from 'drizzle-orm';
import { boolean, check, customType, integer, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { IMPORT_KINDS, IMPORT_RUN_STATUSES } from '@praxis/shared';
import { createdAt, oneOf } from './columns.js';
import { entityTable } from './tables.js';
import { indexesOn } from './constraints.js';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * One spreadsheet import: a small file's finished report, or a large file's job with its progress. The uploaded
 * file is kept here (both database modes reach it) until its job has read it, then cleared.
 */
export const importRuns = entityTable(
  'import_runs',
  {
    kind: text('kind', { enum: IMPORT_KINDS }).notNull(),
    fileName: text('file_name').notNull(),
    dryRun: boolean('dry_run').notNull(),
    createMissing: boolean('create_missing').notNull().default(false),
    status: text('status', { enum: IMPORT_RUN_STATUSES }).notNull().default('queued'),
    rowsTotal: integer('rows_total').notNull().default(0),
    rowsDone: integer('rows_done').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    failure: text('failure'),
    report: jsonb('report'),
    file: bytea('file'),
    /** No foreign key: the run's record outlives the account, like the audit trail. */
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('import_runs_kind_check', oneOf(t.kind, IMPORT_KINDS)),
    check('import_runs_status_check', oneOf(t.status, IMPORT_RUN_STATUSES)),
    check('import_runs_rows_check', sql`${t.rowsDone} >= 0 and ${t.rowsTotal} >= 0`),
    ...indexesOn('import_runs', t.createdAt),
  ],
);
