import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/sql.js';

/**
 * The If-Match a profile write must send (its PATCH and photo upload refuse a missing one with 428): the
 * consultant's current version read from the database, or no header for an id that names no consultant.
 */
export async function consultantIfMatch(db: Db, id: string): Promise<Record<string, string>> {
  const [row] = await rowsOf<{ version: number }>(db, sql`select version from consultants where id::text = ${id}`);
  return row ? { 'if-match': `"${row.version}"` } : {};
}
