import { finished } from 'node:stream/promises';
import { PassThrough, Readable } from 'node:stream';
import { csvField } from '@praxis/shared';
import { sql } from 'drizzle-orm';
import yazl from 'yazl';
import type { Db, DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/sql.js';
import { tableRef, tablesInOrder } from '../../backup/backup-tables.js';

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
  const list = columns.map((column) => `"${column.name}"`).join(', ');
  let after = '(0,0)';
  for (;;) {
    const page = await rowsOf<{ tid: string; row: Record<string, unknown> }>(
      tx,
      sql.raw(
        `select ctid::text as tid, json_build_object(${columns.map((c) => `'${c.name}', "${c.name}"`).join(', ')}) as row
           from (select ctid, ${list} from ${tableRef(table)}) t where ctid > '${after}'::tid order by ctid limit ${PAGE}`,
      ),
    );
    yield page.map(({ row }) => `${columns.map((c) => csvField(cellOf(row[c.name]))).join(',')}\r\n`).join('');
    if (page.length < PAGE) return;
    after = page[page.length - 1]?.tid ?? after;
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
 * The whole firm as one zip of CSV files and a README of their columns, streamed: the zip is written while the
 * response is read, inside one read-only snapshot that ends when the download does.
 */
export function firmZip(db: Db): Readable {
  const zip = new yazl.ZipFile();
  const out = new PassThrough();
  zip.outputStream.pipe(out);
  void db
    .transaction(
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
    )
    .catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
