import {
  IMPORT_COLUMNS,
  IMPORT_KINDS,
  type ImportError,
  type ImportKind,
  type ImportReport,
  type ImportRowOutcome,
} from '@praxis/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../lib/audit.js';
import { PG, pgErrorOf } from '../../lib/pg-errors.js';
import type { KindImporter, RowPlan } from './imports.kinds.js';
import type { ParsedSheet } from './imports.parse.js';
import { clientsImporter, contactsImporter } from './clients.import.js';
import { consultantsImporter } from './consultants.import.js';
import { assignmentsImporter } from './assignments.import.js';
import { engagementsImporter } from './engagements.import.js';
import { timesheetHoursImporter } from './timesheet-hours.import.js';

const IMPORTERS: Record<ImportKind, KindImporter> = {
  consultants: consultantsImporter,
  clients: clientsImporter,
  contacts: contactsImporter,
  engagements: engagementsImporter,
  assignments: assignmentsImporter,
  timesheet_hours: timesheetHoursImporter,
};

/** The column of each kind's natural key (contacts: the e-mail within the client). */
const KEY_COLUMN: Record<ImportKind, string> = {
  consultants: 'email',
  clients: 'name',
  contacts: 'email',
  engagements: 'name',
  assignments: 'email',
  timesheet_hours: 'date',
};

/** Rows written per transaction: each row in its own savepoint, so a failing row leaves nothing behind. */
const BATCH = 200;

const requiredOf = (kind: ImportKind) => IMPORT_COLUMNS[kind].filter((c) => c.required).map((c) => c.name);

/** A file whose header lacks the kind's required columns is the wrong file: refused, naming the kind it looks like. */
export function assertKindOf(kind: ImportKind, headers: string[]): void {
  const missing = requiredOf(kind).filter((name) => !headers.includes(name));
  if (missing.length === 0) return;
  const other = IMPORT_KINDS.find((k) => k !== kind && requiredOf(k).every((name) => headers.includes(name)));
  const hint = other ? ` It looks like a ${other} file.` : ' Download the template to see the columns.';
  const message = `This is not a ${kind} file: it has no ${missing.join(', ')} column${missing.length > 1 ? 's' : ''}.${hint}`;
  throw AppError.validation(message, { file: message });
}

export interface ImportProgress {
  (done: number, errors: number): Promise<void>;
}

interface RunOptions {
  kind: ImportKind;
  sheet: ParsedSheet;
  dryRun: boolean;
  createMissing: boolean;
  actor: Actor;
  onProgress?: ImportProgress;
}

/** Plans every row (dry run), then — unless dry — writes the planned rows batch by batch. */
export async function importRows(db: Db, options: RunOptions): Promise<ImportReport> {
  const { kind, sheet, dryRun, createMissing } = options;
  assertKindOf(kind, sheet.headers);
  const session = await IMPORTERS[kind](db, { createMissing, actor: options.actor });
  const firstRowOf = new Map<string, number>();
  const planned: { row: number; plan: RowPlan }[] = [];
  for (const row of sheet.rows) {
    const key = session.keyOf(row);
    const earlier = key ? firstRowOf.get(key) : undefined;
    if (earlier !== undefined) {
      const column = KEY_COLUMN[kind];
      const message = `${key} is also on row ${earlier}; each record once per file.`;
      planned.push({ row: row.row, plan: { key, action: 'error', errors: [{ row: row.row, column, message }] } });
      continue;
    }
    if (key) firstRowOf.set(key, row.row);
    planned.push({ row: row.row, plan: session.plan(row) });
  }

  if (!dryRun) await writePlanned(db, session, planned, options.onProgress);

  const rows: ImportRowOutcome[] = planned.map(({ row, plan }) => ({ row, key: plan.key, action: plan.action }));
  const errors: ImportError[] = planned.flatMap(({ plan }) => plan.errors);
  const count = (action: ImportRowOutcome['action']) => rows.filter((row) => row.action === action).length;
  return {
    kind,
    dry_run: dryRun,
    total: rows.length,
    created: count('create'),
    updated: count('update'),
    unchanged: count('unchanged'),
    errors,
    invited: 0,
    rows,
    run_id: null,
  };
}

/** A row the database refused (a record changed meanwhile, say): said plainly, never with the SQL. */
const notSaved = (error: unknown) =>
  error instanceof AppError
    ? `not saved: ${error.message} Nothing of the row was written.`
    : pgErrorOf(error)?.code === PG.uniqueViolation
      ? 'not saved: another record took this key meanwhile; nothing of the row was written.'
      : 'not saved: the database refused the row; nothing of it was written.';

async function writePlanned(
  db: Db,
  session: Awaited<ReturnType<KindImporter>>,
  planned: { row: number; plan: RowPlan }[],
  onProgress?: ImportProgress,
) {
  const writes = planned.filter(({ plan }) => plan.write);
  if (writes.length > 0) await db.transaction((tx) => session.createMissing(tx));
  let errors = planned.filter(({ plan }) => plan.action === 'error').length;
  for (let start = 0; start < writes.length; start += BATCH) {
    const batch = writes.slice(start, start + BATCH);
    await db.transaction(async (tx) => {
      const { writeBatch } = session;
      if (writeBatch) {
        try {
          await tx.transaction((savepoint) =>
            writeBatch(
              savepoint,
              batch.map(({ plan }) => plan.batched),
            ),
          );
          return;
        } catch {
          // One row of the batch was refused (a key taken meanwhile, say): written one by one to find it.
        }
      }
      for (const { row, plan } of batch) {
        try {
          await tx.transaction(async (savepoint) => plan.write?.(savepoint));
        } catch (error) {
          // The savepoint is rolled back: the row's record is as it was. The row reports why.
          plan.action = 'error';
          plan.errors.push({ row, column: null, message: notSaved(error) });
          errors += 1;
        }
      }
    });
    await onProgress?.(planned.length - writes.length + Math.min(start + BATCH, writes.length), errors);
  }
}
