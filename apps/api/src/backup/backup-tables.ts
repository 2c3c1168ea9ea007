import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { rowsOf } from '../db/sql.js';

/** The schema a backup was made with: how many migrations were applied and the last one's hash. */
export interface SchemaVersion {
  migrations: number;
  hash: string;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const tableRef = (name: string) => `public.${quote(name)}`;

export async function schemaVersionOf(db: DbOrTx): Promise<SchemaVersion> {
  const rows = await rowsOf(
    db,
    sql`select count(*)::int as migrations, (array_agg(hash order by created_at desc, id desc))[1] as hash
          from drizzle.__drizzle_migrations`,
  );
  const row = rows[0] ?? {};
  return { migrations: Number(row.migrations ?? 0), hash: String(row.hash ?? '') };
}

/**
 * The app's tables, parents before children (by their foreign keys), so that a restore inserts a row after the
 * rows it points at. Self-references and cycles cannot be ordered; restore defers to the replication role there.
 */
export async function tablesInOrder(db: DbOrTx): Promise<string[]> {
  const tables = await rowsOf(db, sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`);
  const edges = await rowsOf(
    db,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
          from pg_constraint c join pg_namespace n on n.oid = c.connamespace
         where c.contype = 'f' and n.nspname = 'public' and c.conrelid <> c.confrelid`,
  );
  const bare = (name: unknown) =>
    String(name)
      .replace(/^public\./, '')
      .replaceAll('"', '');
  const parentsOf = new Map<string, Set<string>>();
  for (const edge of edges) {
    const child = bare(edge.child);
    parentsOf.set(child, (parentsOf.get(child) ?? new Set()).add(bare(edge.parent)));
  }
  const ordered: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string) => {
    if (state.get(name)) return;
    state.set(name, 'visiting');
    for (const parent of parentsOf.get(name) ?? []) visit(parent);
    state.set(name, 'done');
    ordered.push(name);
  };
  for (const table of tables) visit(String(table.name));
  return ordered;
}

/** A table's columns that take values (generated columns are computed again on insert). */
export async function writableColumns(db: DbOrTx, table: string): Promise<string[]> {
  const rows = await rowsOf(
    db,
    sql`select column_name as name from information_schema.columns
         where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`,
  );
  return rows.map((row) => String(row.name));
}

export const columnList = (columns: string[]) => columns.map(quote).join(', ');

/** Blocks read at first by one page; it grows or shrinks towards `pageSize` rows as the table's rows run. */
const FIRST_WINDOW_BLOCKS = 1;

/**
 * A table's rows a page at a time, in physical order: each page is a window of whole blocks read by a TID range
 * scan (`ctid >= '(b,0)' and ctid < '(e,0)'`), so reading a table is linear — keyset paging with
 * `ctid > last order by ctid limit n` rescans the rest of the table for every page, quadratic on a million rows.
 * The window adapts so a page holds about `pageSize` rows. Call it inside one snapshot (a repeatable-read
 * transaction): the table's size is read there, and rows written after it are not visible anyway — the size is
 * read again at the end, so a table that grew is still read to its last block. `select` names what each row gives
 * beside its `tid`, over the table aliased `t`.
 */
export async function* tablePages<Row extends Record<string, unknown>>(
  db: DbOrTx,
  table: string,
  select: string,
  pageSize = 1_000,
): AsyncGenerator<Row[]> {
  const blocksOf = async () => {
    const [row] = await rowsOf<{ blocks: number }>(
      db,
      sql.raw(
        `select (pg_relation_size('${tableRef(table).replaceAll("'", "''")}'::regclass)
           / current_setting('block_size')::int)::int as blocks`,
      ),
    );
    return Number(row?.blocks ?? 0);
  };
  let window = FIRST_WINDOW_BLOCKS;
  let start = 0;
  let blocks = await blocksOf();
  while (start < blocks) {
    const end = start + window;
    const page = await rowsOf<Row & { tid: string }>(
      db,
      sql.raw(
        `select ctid::text as tid, ${select} from ${tableRef(table)} t
          where ctid >= '(${start},0)'::tid and ctid < '(${end},0)'::tid order by ctid`,
      ),
    );
    if (page.length > 0) yield page;
    start = end;
    if (page.length < pageSize / 2) window = Math.min(window * 2, 65_536);
    else if (page.length > pageSize * 2) window = Math.max(1, Math.floor(window / 2));
    if (start >= blocks) blocks = await blocksOf();
  }
}
