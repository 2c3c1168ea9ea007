import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';

/** Runs a raw SQL fragment and returns its rows, the same on PGlite and node-postgres. */
export async function rowsOf<T extends Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** "First Last" of a consultant (or any row with first and last names), null when both are empty. */
export const personName = (row: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`nullif(trim(${row.firstName} || ' ' || ${row.lastName}), '')`;

/** The consultant's name when the user has a consultant row, else the user's own account name. */
export const personOrUserName = (
  consultant: { firstName: AnyPgColumn; lastName: AnyPgColumn },
  userName: AnyPgColumn,
) => sql<string | null>`coalesce(${personName(consultant)}, ${userName})`;
