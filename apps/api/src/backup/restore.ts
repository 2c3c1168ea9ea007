import { createReadStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { rowsOf } from '../db/sql.js';
import { BACKUP_FORMAT, type BackupHeader } from './backup.js';
import { columnList, schemaVersionOf, tableRef, tablesInOrder, writableColumns } from './backup-tables.js';

export class RestoreRefused extends Error {}

const BATCH = 500;

/** Rows in the tables that hold a firm (a migrated, unseeded database has none). */
async function firmRows(db: Db): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select (select count(*) from "user") + (select count(*) from consultants) + (select count(*) from clients) as n`,
  );
  return Number(row?.n ?? 0);
}

async function* linesOf(file: string): AsyncGenerator<string> {
  const input = createReadStream(file).pipe(createGunzip());
  for await (const line of createInterface({ input, crlfDelay: Infinity })) if (line) yield line;
}

/** An uploaded file back under the uploads directory (never outside it, whatever the backup names). */
async function writeUpload(dir: string | undefined, upload: { upload: string; data: string }) {
  if (!dir) return;
  const target = path.resolve(dir, upload.upload);
  if (!target.startsWith(path.resolve(dir) + path.sep))
    throw new RestoreRefused(`The backup names a file outside the uploads: ${upload.upload}.`);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, Buffer.from(upload.data, 'base64'));
}

async function insertRows(tx: Tx, table: string, columns: string[], rows: string[]) {
  if (rows.length === 0) return;
  const list = columnList(columns);
  // The table's own row type reads each JSON value back into its column type (dates, jsonb, bytea, numerics).
  await tx.execute(
    sql`${sql.raw(`insert into ${tableRef(table)} (${list}) overriding system value select ${list}
                   from json_populate_recordset(null::${tableRef(table)}, `)}${`[${rows.join(',')}]`}::json)`,
  );
}

/** Identity columns continue after the restored rows' highest values. */
async function resetIdentities(tx: Tx) {
  const identities = await rowsOf<{ table_name: string; column_name: string }>(
    tx,
    sql`select table_name, column_name from information_schema.columns
         where table_schema = 'public' and is_identity = 'YES'`,
  );
  for (const { table_name, column_name } of identities) {
    await tx.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${tableRef(table_name)}', '${column_name}'),
                coalesce((select max("${column_name}") from ${tableRef(table_name)}), 0) + 1, false)`,
      ),
    );
  }
}

/**
 * Restores a backup into a migrated database of the same schema version, in one transaction: all of it or none.
 * A backup of a newer (or older) schema is refused, and so is a database that already holds a firm unless
 * `replace` (then every table is emptied first, in the same transaction).
 */
export async function restoreFrom(
  db: Db,
  file: string,
  options: { replace?: boolean; uploadsDir?: string } = {},
): Promise<{ rows: Record<string, number>; uploads: number }> {
  const lines = linesOf(file);
  const first = await lines.next();
  let header: BackupHeader;
  try {
    header = JSON.parse(first.done ? '{}' : first.value) as BackupHeader;
  } catch {
    throw new RestoreRefused(`${file} is not a Praxis backup.`);
  }
  if (header.praxis_backup !== BACKUP_FORMAT) throw new RestoreRefused(`${file} is not a Praxis backup.`);
  const ours = await schemaVersionOf(db);
  if (header.schema.migrations > ours.migrations) {
    throw new RestoreRefused(
      `The backup needs a newer schema (${header.schema.migrations} migrations; this version has ${ours.migrations}): restore it with the version of Praxis that made it.`,
    );
  }
  if (header.schema.migrations < ours.migrations || header.schema.hash !== ours.hash) {
    throw new RestoreRefused(
      `The backup was made by an older schema (${header.schema.migrations} migrations; this version has ${ours.migrations}): restore it with the version that made it, then start this one to upgrade.`,
    );
  }
  if (!options.replace && (await firmRows(db)) > 0) {
    throw new RestoreRefused('The database is not empty: pass --replace to replace its data with the backup.');
  }

  const counts: Record<string, number> = {};
  let uploads = 0;
  let expected: { rows: Record<string, number>; uploads: number } | null = null;
  await db.transaction(async (tx) => {
    const tables = await tablesInOrder(tx);
    // Foreign keys (self-references included) are checked by the triggers the replica role skips: allowed to the
    // embedded database's superuser; a server role without it relies on the parents-first order.
    await tx.execute(sql`set local session_replication_role = replica`).catch(() => undefined);
    if (tables.length > 0)
      await tx.execute(sql.raw(`truncate ${tables.map(tableRef).join(', ')} restart identity cascade`));
    let table: string | null = null;
    let columns: string[] = [];
    let pending: string[] = [];
    const flush = async () => {
      if (table) await insertRows(tx, table, columns, pending);
      pending = [];
    };
    for await (const line of lines) {
      if (line.startsWith('{"table":')) {
        await flush();
        table = (JSON.parse(line) as { table: string }).table;
        if (!tables.includes(table))
          throw new RestoreRefused(`The backup holds a table this schema has not: ${table}.`);
        columns = await writableColumns(tx, table);
        counts[table] = 0;
      } else if (line.startsWith('{"upload":')) {
        await flush();
        table = null;
        await writeUpload(options.uploadsDir, JSON.parse(line) as { upload: string; data: string });
        uploads += 1;
      } else if (line.startsWith('{"end":')) {
        await flush();
        table = null;
        expected = (JSON.parse(line) as { end: typeof expected }).end;
      } else if (table) {
        pending.push(line);
        counts[table] = (counts[table] ?? 0) + 1;
        if (pending.length >= BATCH) await flush();
      }
    }
    await flush();
    const end = expected as { rows: Record<string, number>; uploads: number } | null;
    if (!end || Object.entries(end.rows).some(([name, n]) => counts[name] !== n) || end.uploads !== uploads) {
      throw new RestoreRefused(`${file} is incomplete (cut short or damaged): nothing was restored.`);
    }
    await resetIdentities(tx);
  });
  return { rows: counts, uploads };
}
