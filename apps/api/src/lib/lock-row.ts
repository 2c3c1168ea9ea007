import { eq, type SQL } from 'drizzle-orm';
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
