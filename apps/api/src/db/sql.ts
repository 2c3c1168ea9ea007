import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.js';

/** Runs a raw SQL fragment and returns its rows, the same on PGlite and node-postgres. */
export async function rowsOf<T extends Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
