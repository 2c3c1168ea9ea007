import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { csvField } from '@praxis/shared';
import { sql } from 'drizzle-orm';
import yazl from 'yazl';
import type { Db, DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import { tablePages, tablesInOrder } from '../../backup/backup-tables.js';

/** Sign-in secrets and machinery, not the firm's data: never exported. */
const LEFT_OUT_TABLES = new Set(['session', 'account', 'verification', 'two_factor', 'idempotency_keys', 'jobs']);
/** Columns that hold a secret's hash or a kept upload, left out of the tables that have them. */
const LEFT_OUT_COLUMNS = new Set(['token_hash', 'secret', 'file']);
const PAGE = 1_000;

interface Column {
  name: string;
  type: string;
}

async function columnsOf(db: DbOrTx, table: string): Promise<Column[]> {
  const rows = await rowsOf<{ name: string; type: string }>(
    db,
    sql`select column_name as name, data_type as type from information_schema.columns
         where table_schema = 'public' and table_name = ${table} order by ordinal_position`,
  );
  return rows.filter((column) => !LEFT_OUT_COLUMNS.has(column.name));
}

const cellOf = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** One table as CSV lines, read a page at a time (never the whole table in memory). */
async function* tableCsv(tx: DbOrTx, table: string, columns: Column[]): AsyncGenerator<string> {
  yield `${columns.map((column) => column.name).join(',')}\r\n`;
  const row = `json_build_object(${columns.map((c) => `'${c.name}', t."${c.name}"`).join(', ')}) as row`;
  for await (const page of tablePages<{ row: Record<string, unknown> }>(tx, table, row, PAGE)) {
    yield page.map(({ row }) => `${columns.map((c) => csvField(cellOf(row[c.name]))).join(',')}\r\n`).join('');
  }
}

function readme(tables: { name: string; columns: Column[] }[]): string {
  const lines = [
    '# Praxis full export',
    '',
    'One CSV file per table (RFC 4180, UTF-8, a header row of column names), read in one consistent snapshot.',
    'Sign-in secrets (sessions, accounts, two-factor secrets, token hashes) are not exported.',
    '',
  ];
  for (const table of tables) {
    lines.push(`## ${table.name}.csv`, '', ...table.columns.map((column) => `- ${column.name} (${column.type})`), '');
  }
  return lines.join('\n');
}

/**
 * Writes the whole firm to `file`, one zip of CSV files and a README of their columns, inside one read-only
 * snapshot. The snapshot lasts as long as the writing to local disk, not as long as a client takes to download: on
 * the embedded database, which has one connection, a slow download would otherwise hold every other request.
 */
export async function writeFirmZip(db: Db, file: string): Promise<void> {
  const zip = new yazl.ZipFile();
  const out = createWriteStream(file);
  zip.outputStream.pipe(out);
  await db.transaction(
    async (tx) => {
      const tables: { name: string; columns: Column[] }[] = [];
      for (const name of await tablesInOrder(tx)) {
        if (!LEFT_OUT_TABLES.has(name)) tables.push({ name, columns: await columnsOf(tx, name) });
      }
      zip.addBuffer(Buffer.from(readme(tables)), 'README.md');
      for (const table of tables)
        zip.addReadStream(Readable.from(tableCsv(tx, table.name, table.columns)), `${table.name}.csv`);
      zip.end();
      await finished(out);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The firm's zip as a stream of a temporary file, removed once the stream closes (read whole or abandoned). */
export async function firmZip(db: Db): Promise<Readable> {
  const dir = await mkdtemp(path.join(tmpdir(), 'praxis-export-'));
  const removeDir = () => rm(dir, { recursive: true, force: true });
  try {
    const file = path.join(dir, 'praxis-export.zip');
    await writeFirmZip(db, file);
    const stream = createReadStream(file);
    stream.once('close', () => void removeDir());
    return stream;
  } catch (error) {
    await removeDir();
    throw error;
  }
}
