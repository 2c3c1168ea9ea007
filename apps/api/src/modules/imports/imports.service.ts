import {
  IMPORT_INLINE_ROWS,
  type ImportHeaders,
  type ImportKind,
  type ImportMapping,
  type ImportReport,
  type ImportRun,
} from '@praxis/shared';
import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { importRuns } from '../../db/schema/imports.js';
import type { JobQueue } from '../../jobs/queue.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type Actor } from '../../lib/audit.js';
import { headersOf, mappedSheet } from './imports.mapping.js';
import { parseSpreadsheet } from './imports.parse.js';
import { importRows } from './imports.rows.js';
import { inviteCreated } from './invite-imported.js';

export const IMPORT_JOB = 'import-file';

export interface ImportRequest {
  actor: Actor;
  kind: ImportKind;
  fileName: string;
  bytes: Uint8Array;
  dryRun: boolean;
  createMissing: boolean;
  /** How the file's headers map onto the kind's columns, when they differ (remembered for the next such file). */
  mapping?: ImportMapping | undefined;
  /** Consultants only: invite the people the import creates, with links to this web app address. */
  invite?: { appUrl: string } | undefined;
}

type RunRow = Omit<typeof importRuns.$inferSelect, 'file'>;
/** A run's columns but the kept file (read only by its job). */
const { file: _file, ...runColumns } = getTableColumns(importRuns);

export const toRun = (row: RunRow): ImportRun => ({
  id: row.id,
  kind: row.kind,
  file_name: row.fileName,
  dry_run: row.dryRun,
  status: row.status,
  rows_total: row.rowsTotal,
  rows_done: row.rowsDone,
  error_count: row.errorCount,
  failure: row.failure,
  // Reports kept before invitations were counted have no `invited`.
  report: row.report
    ? { ...(row.report as ImportReport), invited: (row.report as Partial<ImportReport>).invited ?? 0 }
    : null,
  created_at: row.createdAt.toISOString(),
});

/** The run's end: its report, and — for an import that wrote — the one audit entry of the whole import. */
async function finishRun(db: Db, actor: Actor, runId: string, report: ImportReport) {
  const finished = { ...report, run_id: runId };
  await db.transaction(async (tx) => {
    await tx
      .update(importRuns)
      .set({
        status: 'done',
        report: finished,
        file: null,
        rowsDone: report.total,
        errorCount: report.errors.length,
        finishedAt: sql`now()`,
      })
      .where(eq(importRuns.id, runId));
    if (!report.dry_run) {
      const { kind, total, created, updated, unchanged, invited, errors } = report;
      await audit(tx, actor, {
        entity: 'imports',
        entityId: runId,
        action: 'create',
        after: { kind, total, created, updated, unchanged, invited, errors: errors.length },
      });
    }
  });
  return finished;
}

const newRun = async (db: Db, request: ImportRequest, values: Partial<typeof importRuns.$inferInsert>) => {
  const [row] = await db
    .insert(importRuns)
    .values({
      kind: request.kind,
      fileName: request.fileName.slice(0, 255),
      dryRun: request.dryRun,
      createMissing: request.createMissing,
      createdBy: request.actor.userId,
      ...values,
    })
    .returning(runColumns);
  if (!row) throw new Error('insert returned no row');
  return row;
};

/**
 * A file up to IMPORT_INLINE_ROWS rows is checked (and imported) at once and answers its report; a larger one is
 * kept in its run and handed to the job queue, and the answer is the run to follow.
 */
export async function startImport(
  db: Db,
  jobs: JobQueue,
  request: ImportRequest,
): Promise<{ report: ImportReport } | { run: ImportRun }> {
  if (request.invite && request.kind !== 'consultants') {
    const message = 'invite applies to consultants imports only.';
    throw AppError.validation(message, { invite: message });
  }
  const sheet = await mappedSheet(db, {
    kind: request.kind,
    sheet: await parseSpreadsheet(request.bytes, request.fileName),
    mapping: request.mapping,
    userId: request.actor.userId,
  });
  if (sheet.rows.length > IMPORT_INLINE_ROWS) {
    const row = await db.transaction(async (tx) => {
      const run = await newRun(tx as unknown as Db, request, { file: request.bytes, rowsTotal: sheet.rows.length });
      await jobs.enqueue(tx, IMPORT_JOB, {
        runId: run.id,
        actorUserId: request.actor.userId,
        requestId: request.actor.requestId,
        ...(request.invite ? { inviteAppUrl: request.invite.appUrl } : {}),
      });
      return run;
    });
    return { run: toRun(row) };
  }
  const imported = await importRows(db, { ...request, sheet });
  const report = request.invite
    ? await inviteCreated(db, imported, { ...request.invite, actor: request.actor })
    : imported;
  if (request.dryRun) return { report };
  const run = await newRun(db, request, { status: 'running', rowsTotal: sheet.rows.length });
  return { report: await finishRun(db, request.actor, run.id, report) };
}

/** The queued import of a large file: progress is written after each batch, so the screen can follow it. */
export async function runImportJob(db: Db, payload: Record<string, unknown>): Promise<void> {
  const runId = String(payload.runId);
  const [run] = await db.select().from(importRuns).where(eq(importRuns.id, runId));
  if (!run || run.status === 'done' || run.status === 'failed' || !run.file) return;
  const actor: Actor = {
    userId: typeof payload.actorUserId === 'string' ? payload.actorUserId : null,
    requestId: typeof payload.requestId === 'string' ? payload.requestId : null,
  };
  await db.update(importRuns).set({ status: 'running' }).where(eq(importRuns.id, runId));
  try {
    // A mapping sent with the file was remembered before the job was queued: the remembered one applies here.
    const parsed = await parseSpreadsheet(run.file, run.fileName);
    const sheet = await mappedSheet(db, { kind: run.kind, sheet: parsed, userId: actor.userId });
    const imported = await importRows(db, {
      kind: run.kind,
      sheet,
      dryRun: run.dryRun,
      createMissing: run.createMissing,
      actor,
      onProgress: async (done, errors) => {
        await db.update(importRuns).set({ rowsDone: done, errorCount: errors }).where(eq(importRuns.id, runId));
      },
    });
    // The invitations go in the import's job, after its rows: a failed one is the row's error, never the run's.
    const appUrl = payload.inviteAppUrl;
    const report = typeof appUrl === 'string' ? await inviteCreated(db, imported, { actor, appUrl }) : imported;
    await finishRun(db, actor, runId, report);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // A file the check refuses: the run says why; nothing was written.
    await db
      .update(importRuns)
      .set({ status: 'failed', failure: error.message, file: null, finishedAt: sql`now()` })
      .where(eq(importRuns.id, runId));
  }
}

/** A file's headers and how they map onto the kind's columns, before any preview. */
export async function fileHeaders(
  db: Db,
  request: { kind: ImportKind; fileName: string; bytes: Uint8Array },
): Promise<ImportHeaders> {
  return headersOf(db, request.kind, await parseSpreadsheet(request.bytes, request.fileName));
}

export async function getRun(db: Db, id: string): Promise<ImportRun> {
  const [row] = await db.select(runColumns).from(importRuns).where(eq(importRuns.id, id));
  if (!row) throw AppError.notFound('Import');
  return toRun(row);
}

/** The latest runs, newest first, without their reports (the list stays small). */
export async function listRuns(db: Db): Promise<ImportRun[]> {
  const rows = await db.select(runColumns).from(importRuns).orderBy(desc(importRuns.createdAt)).limit(20);
  return rows.map((row) => ({ ...toRun(row), report: null }));
}

export function registerImportJobs(queue: JobQueue): void {
  // Re-running an import is harmless (natural keys), so a job whose worker died is simply run again.
  queue.register(IMPORT_JOB, (payload, job) => runImportJob(job.db, payload), { maxAttempts: 2, timeoutMs: 900_000 });
}
