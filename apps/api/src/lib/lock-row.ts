import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';

/** A table whose rows are found by an `id` column. */
type TableWithId = PgTable & { id: PgColumn };

/**
 * The first row of `table` matching `where`, locked (`SELECT … FOR UPDATE`) until the transaction ends; undefined
 * when none matches. Call it inside the write's transaction.
 */
export async function lockWhere<T extends PgTable>(
  db: DbOrTx,
  table: T,
  where: SQL | undefined,
): Promise<T['$inferSelect'] | undefined> {
  const rows = (await db
    .select()
    .from(table as PgTable)
    .where(where)
    .for('update')) as T['$inferSelect'][];
  return rows[0];
}

/** The row of `table` with this id, locked until the transaction ends ({@link lockWhere}). */
export const lockById = <T extends TableWithId>(db: DbOrTx, table: T, id: string) =>
  lockWhere(db, table, eq(table.id, id));

/**
 * A select that joins other tables, its rows of `of` locked (`FOR UPDATE OF`) until the transaction ends; the
 * joined rows are read, not locked. `lockSelected(db.select(…).from(t).leftJoin(…).where(…), t)`.
 */
export function lockSelected<R>(
  query: { for: (strength: 'update', config: { of: PgTable }) => PromiseLike<R> },
  of: PgTable,
): PromiseLike<R> {
  return query.for('update', { of });
}

/**
 * The same lock inside a hand-written statement (a table named at run time, a claim that skips rows another
 * transaction holds): `for update [of alias] [skip locked]`; `lock: false` gives nothing, for reads that lock only
 * sometimes.
 */
export function lockClause(options: { of?: string; skipLocked?: boolean; lock?: boolean } = {}): SQL {
  if (options.lock === false) return sql``;
  const of = options.of ? ` of ${options.of}` : '';
  return sql.raw(`for update${of}${options.skipLocked ? ' skip locked' : ''}`);
}
