import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import { IMPORT_COLUMNS, IMPORT_KINDS, csvField, type ImportKind } from '@praxis/shared';
import { sql } from 'drizzle-orm';
import yazl from 'yazl';
import type { Db, DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import { tablePages, tableRef, tablesInOrder } from '../../backup/backup-tables.js';
import { kindCount, kindHeader, kindPages } from './export-kinds.js';

/** Sign-in secrets and machinery, not the firm's data: never exported. */
const LEFT_OUT_TABLES = new Set([
  'session',
  'account',
  'verification',
  'two_factor',
  'idempotency_keys',
  'jobs',
  'firm_exports',
]);
/** Columns that hold a secret's hash or a kept upload, left out of the tables that have them. */
const LEFT_OUT_COLUMNS = new Set(['token_hash', 'secret', 'file']);
const PAGE = 1_000;

interface Column {
  name: string;
  type: string;
}

/** One file of the zip: an importable kind (natural keys) or a table as stored (uuids). */
type ExportFile =
  { kind: ImportKind; path: string; rows: number } | { table: string; columns: Column[]; path: string; rows: number };

export interface ExportProgress {
  tablesTotal: number;
  tablesDone: number;
  rowsTotal: number;
  rowsDone: number;
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

const csvLine = (names: string[], row: Record<string, unknown>) =>
  `${names.map((name) => csvField(cellOf(row[name]), { isNumber: typeof row[name] === 'number' })).join(',')}\r\n`;

/** One file's rows, a page at a time (never a whole table in memory). */
async function* fileRows(tx: DbOrTx, file: ExportFile): AsyncGenerator<Record<string, unknown>[]> {
  if ('kind' in file) {
    yield* kindPages(tx, file.kind);
    return;
  }
  const row = `json_build_object(${file.columns.map((c) => `'${c.name}', t."${c.name}"`).join(', ')}) as row`;
  for await (const page of tablePages<{ row: Record<string, unknown> }>(tx, file.table, row, PAGE)) {
    yield page.map((entry) => entry.row);
  }
}

const headerOf = (file: ExportFile) => ('kind' in file ? kindHeader(file.kind) : file.columns.map((c) => c.name));

/** Every file to write and its row count, read in one snapshot. */
async function planFiles(db: Db): Promise<ExportFile[]> {
  return db.transaction(
    async (tx) => {
      const files: ExportFile[] = [];
      for (const kind of IMPORT_KINDS) files.push({ kind, path: `${kind}.csv`, rows: await kindCount(tx, kind) });
      for (const table of await tablesInOrder(tx)) {
        if (LEFT_OUT_TABLES.has(table)) continue;
        const [count] = await rowsOf<{ n: number }>(tx, sql.raw(`select count(*)::int as n from ${tableRef(table)}`));
        files.push({ table, columns: await columnsOf(tx, table), path: `tables/${table}.csv`, rows: count?.n ?? 0 });
      }
      return files;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

function readme(files: ExportFile[]): string {
  const lines = [
    '# Praxis full export',
    '',
    'CSV files (RFC 4180, UTF-8, a header row of column names). Sign-in secrets (sessions, accounts, two-factor',
    'secrets, token hashes) and uploaded files are not exported; erased candidates appear as erased.',
    '',
    'The files at the top are the importable kinds, in the columns of the import templates: records are named by',
    'their natural keys (client name, engagement name, the person’s e-mail), so each imports back unchanged',
    '(Settings → Import). `tables/` holds every other table as stored, with its uuids, for a data warehouse.',
    '',
    'Each file is read in one snapshot, one file after another: for a point-in-time copy of the whole database',
    'while people work, use `npm run backup`.',
    '',
  ];
  for (const file of files) {
    lines.push(`## ${file.path}`, '', `${file.rows} rows.`, '');
    if ('kind' in file) {
      lines.push(
        ...IMPORT_COLUMNS[file.kind].map((c) => `- ${c.name}${c.required ? ' (required)' : ''}: ${c.description}`),
      );
    } else {
      lines.push(...file.columns.map((column) => `- ${column.name} (${column.type})`));
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** Writes to the zip's entry as fast as the zip takes it (the entry's buffer stays small). */
async function write(entry: PassThrough, text: string) {
  if (!entry.write(text)) await once(entry, 'drain');
}

/**
 * Writes the whole firm to `file`: a zip of one CSV per importable kind and per table, and a README of their
 * columns. Each file is read in a short read-only transaction of its own, so that on the embedded database (one
 * connection) other requests go on between files, and progress is reported after each.
 */
export async function writeFirmZip(
  db: Db,
  file: string,
  onProgress: (progress: ExportProgress) => Promise<void> = async () => {},
): Promise<void> {
  const files = await planFiles(db);
  const progress: ExportProgress = {
    tablesTotal: files.length,
    tablesDone: 0,
    rowsTotal: files.reduce((sum, f) => sum + f.rows, 0),
    rowsDone: 0,
  };
  await onProgress(progress);
  const zip = new yazl.ZipFile();
  const out = createWriteStream(file);
  zip.outputStream.pipe(out);
  zip.addBuffer(Buffer.from(readme(files)), 'README.md');
  for (const entryFile of files) {
    const entry = new PassThrough();
    zip.addReadStream(entry, entryFile.path);
    const header = headerOf(entryFile);
    await write(entry, `${header.join(',')}\r\n`);
    await db.transaction(
      async (tx) => {
        for await (const page of fileRows(tx, entryFile)) {
          await write(entry, page.map((row) => csvLine(header, row)).join(''));
          progress.rowsDone += page.length;
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    entry.end();
    progress.tablesDone++;
    await onProgress(progress);
  }
  zip.end();
  await finished(out);
}
