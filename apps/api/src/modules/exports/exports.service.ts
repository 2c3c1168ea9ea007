import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FirmExport } from '@praxis/shared';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firmExports } from '../../db/schema/exports.js';
import type { JobQueue } from '../../jobs/queue.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type Actor } from '../../lib/audit.js';
import type { Logger } from '../../lib/logger.js';
import type { Storage, StoredFile } from '../../storage/storage.js';
import { writeFirmZip } from './exports.zip.js';

export const EXPORT_JOB = 'firm-export';
/** Finished exports whose zip is kept; older ones keep their record, their file is removed. */
export const KEPT_EXPORT_FILES = 5;

type ExportRow = typeof firmExports.$inferSelect;

export const toExport = (row: ExportRow): FirmExport => ({
  id: row.id,
  status: row.status,
  tables_total: row.tablesTotal,
  tables_done: row.tablesDone,
  rows_total: row.rowsTotal,
  rows_done: row.rowsDone,
  size_bytes: row.sizeBytes,
  downloadable: row.status === 'done' && row.storageKey !== null,
  failure: row.failure,
  created_at: row.createdAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
});

/**
 * Queues a full export, or answers the one already queued or running (one at a time: each reads the whole firm).
 * The lock makes two clicks at once give one export.
 */
export async function startExport(db: Db, jobs: JobQueue, actor: Actor): Promise<FirmExport> {
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('firm-export'))`);
    const [open] = await tx
      .select()
      .from(firmExports)
      .where(inArray(firmExports.status, ['queued', 'running']))
      .limit(1);
    if (open) return open;
    const [created] = await tx.insert(firmExports).values({ createdBy: actor.userId }).returning();
    if (!created) throw new Error('insert returned no row');
    await jobs.enqueue(tx, EXPORT_JOB, { exportId: created.id, actorUserId: actor.userId, requestId: actor.requestId });
    await audit(tx, actor, { entity: 'exports', entityId: created.id, action: 'create', after: { kind: 'firm' } });
    return created;
  });
  return toExport(row);
}

export async function getExport(db: Db, id: string): Promise<FirmExport> {
  const [row] = await db.select().from(firmExports).where(eq(firmExports.id, id));
  if (!row) throw AppError.notFound('Export');
  return toExport(row);
}

/** The latest exports, newest first. */
export async function listExports(db: Db): Promise<FirmExport[]> {
  const rows = await db.select().from(firmExports).orderBy(desc(firmExports.createdAt)).limit(20);
  return rows.map(toExport);
}

/** A finished export's zip from the storage. */
export async function exportFile(db: Db, storage: Storage, id: string): Promise<StoredFile> {
  const [row] = await db.select().from(firmExports).where(eq(firmExports.id, id));
  if (!row) throw AppError.notFound('Export');
  if (row.status !== 'done' || !row.storageKey) {
    throw AppError.conflict(
      row.status === 'done' ? 'This export’s file was removed; start a new one.' : 'This export is not finished.',
    );
  }
  const file = await storage.get(row.storageKey);
  if (!file) throw AppError.notFound('Export file');
  return file;
}

/** Keeps the zips of the latest finished exports; older ones lose their file (their record stays). */
async function removeOldFiles(db: Db, storage: Storage) {
  const old = await db
    .select({ id: firmExports.id, storageKey: firmExports.storageKey })
    .from(firmExports)
    .where(and(eq(firmExports.status, 'done'), isNotNull(firmExports.storageKey)))
    .orderBy(desc(firmExports.createdAt))
    .offset(KEPT_EXPORT_FILES);
  for (const row of old) {
    if (row.storageKey) await storage.delete(row.storageKey);
    await db.update(firmExports).set({ storageKey: null }).where(eq(firmExports.id, row.id));
  }
}

/** The job: writes the zip to a temporary file with progress after each CSV, then hands it to the storage. */
export async function runExportJob(db: Db, storage: Storage, log: Logger, payload: Record<string, unknown>) {
  const id = String(payload.exportId);
  const [row] = await db.select().from(firmExports).where(eq(firmExports.id, id));
  if (!row || row.status === 'done' || row.status === 'failed') return;
  await db.update(firmExports).set({ status: 'running', tablesDone: 0, rowsDone: 0 }).where(eq(firmExports.id, id));
  const dir = await mkdtemp(path.join(tmpdir(), 'praxis-export-'));
  try {
    const file = path.join(dir, 'export.zip');
    await writeFirmZip(db, file, async (progress) => {
      await db.update(firmExports).set(progress).where(eq(firmExports.id, id));
    });
    const key = `exports/${id}.zip`;
    await storage.putFile(key, file, 'application/zip');
    const { size } = await stat(file);
    await db
      .update(firmExports)
      .set({ status: 'done', storageKey: key, sizeBytes: size, finishedAt: sql`now()` })
      .where(eq(firmExports.id, id));
    await removeOldFiles(db, storage);
  } catch (error) {
    log.error({ err: error, exportId: id }, 'full export failed');
    const failure = 'The export failed; see the server log. Start a new one.';
    await db
      .update(firmExports)
      .set({ status: 'failed', failure, finishedAt: sql`now()` })
      .where(eq(firmExports.id, id));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function registerExportJobs(queue: JobQueue, storage: Storage): void {
  // A worker that died mid-export leaves the record running: the job is run again from the start.
  queue.register(EXPORT_JOB, (payload, job) => runExportJob(job.db, storage, job.log, payload), {
    maxAttempts: 2,
    timeoutMs: 1_800_000,
  });
}
