import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import type { Db } from '../db/client.js';
import { schemaVersionOf, tablePages, tablesInOrder, type SchemaVersion } from './backup-tables.js';

/*
 * A backup is one gzipped file of JSON lines, written through the app's own connection (so the same code serves
 * PGlite and a PostgreSQL server, with no pg_dump of a matching version to install — docs/decisions/014-backups.md):
 *   {"praxis_backup":1,"schema":{…},"created_at":…}     the header: the schema version it needs
 *   {"table":"clients"}  then one line per row (the row as row_to_json writes it)
 *   {"upload":"photos/x.png","data":"<base64>"}         files of DATA_DIR/uploads, when asked
 *   {"end":{"rows":{"clients":12,…},"uploads":3}}        the counts, checked by restore
 * Rows are read page by page inside one repeatable-read, read-only transaction: a consistent snapshot while the app
 * goes on serving, and never a whole table in memory.
 */
export const BACKUP_FORMAT = 1;
const PAGE = 1_000;

export interface BackupHeader {
  praxis_backup: number;
  schema: SchemaVersion;
  created_at: string;
}

export interface BackupSummary {
  file: string;
  rows: Record<string, number>;
  uploads: number;
}

async function* uploadFiles(dir: string, prefix = ''): AsyncGenerator<string> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* uploadFiles(dir, name);
    else if (entry.isFile()) yield name;
  }
}

/** Writes the backup to `file` (through a temporary name, so a half-written backup never has the final name). */
export async function backupTo(db: Db, file: string, options: { uploadsDir?: string } = {}): Promise<BackupSummary> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const out = createWriteStream(partial);
  gzip.pipe(out);
  const write = async (value: unknown) => {
    if (!gzip.write(`${typeof value === 'string' ? value : JSON.stringify(value)}\n`)) await once(gzip, 'drain');
  };
  const rows: Record<string, number> = {};
  await db.transaction(
    async (tx) => {
      const header: BackupHeader = {
        praxis_backup: BACKUP_FORMAT,
        schema: await schemaVersionOf(tx),
        created_at: new Date().toISOString(),
      };
      await write(header);
      for (const table of await tablesInOrder(tx)) {
        await write({ table });
        rows[table] = 0;
        for await (const page of tablePages<{ row: string }>(tx, table, 'row_to_json(t)::text as row', PAGE)) {
          for (const { row } of page) await write(row);
          rows[table] += page.length;
        }
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  let uploads = 0;
  if (options.uploadsDir) {
    for await (const name of uploadFiles(options.uploadsDir)) {
      await write({ upload: name, data: (await readFile(path.join(options.uploadsDir, name))).toString('base64') });
      uploads += 1;
    }
  }
  await write({ end: { rows, uploads } });
  gzip.end();
  await once(out, 'close');
  await rename(partial, file);
  return { file, rows, uploads };
}
