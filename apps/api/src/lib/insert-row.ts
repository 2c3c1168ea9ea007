import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';

/**
 * `INSERT INTO table … RETURNING *` of one row: the row as stored (defaults and generated ids filled in). Throws when
 * the database returns no row, which only a broken driver or trigger could cause.
 */
export async function insertRow<T extends PgTable>(
  db: DbOrTx,
  table: T,
  values: PgInsertValue<T>,
): Promise<T['$inferSelect']> {
  const [row] = (await db.insert(table).values(values).returning()) as T['$inferSelect'][];
  if (!row) throw new Error('insert returned no row');
  return row;
}
