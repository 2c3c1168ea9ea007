import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/client.js';
import type { JobQueue } from '../jobs/queue.js';
import type { Env } from '../lib/env.js';
import { uploadsDirOf } from '../storage/storage.js';
import { backupTo } from './backup.js';

export const BACKUP_JOB = 'scheduled-backup';
export const backupsDirOf = (dataDir: string) => path.resolve(dataDir, 'backups');

/** `praxis-2026-11-27T0300.praxis-backup`: sorts by time, so the oldest are the first names. */
const backupName = (now: Date) => `praxis-${now.toISOString().slice(0, 16).replace(':', '')}Z.praxis-backup`;

/** Takes a backup into DATA_DIR/backups and keeps the newest `keep`. */
export async function scheduledBackup(database: Database, env: Env, now: Date): Promise<string> {
  const dir = backupsDirOf(env.DATA_DIR);
  const file = path.join(dir, backupName(now));
  const uploadsDir = env.S3_ENDPOINT ? undefined : uploadsDirOf(env.DATA_DIR);
  await backupTo(database.db, file, { uploadsDir });
  const backups = (await readdir(dir)).filter((name) => name.endsWith('.praxis-backup')).sort();
  for (const old of backups.slice(0, Math.max(0, backups.length - env.BACKUP_KEEP))) {
    await rm(path.join(dir, old), { force: true });
  }
  return file;
}

/**
 * The embedded database's scheduled backup (BACKUP_CRON): taken inside the running server, which alone may open
 * PGlite's files, through the job queue's schedule. A server database is backed up with `npm run backup`.
 */
export function registerBackupJobs(queue: JobQueue, database: Database, env: Env): void {
  if (!env.BACKUP_CRON || database.kind !== 'pglite') return;
  queue.register(
    BACKUP_JOB,
    async (_payload, job) => {
      const file = await scheduledBackup(database, env, job.now);
      job.log.info({ file }, 'scheduled backup written');
    },
    { maxAttempts: 2, timeoutMs: 3_600_000 },
  );
  queue.schedule(BACKUP_JOB, { cron: env.BACKUP_CRON });
}
