import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `first_name || ' ' || last_name` of a person's row (consultant, client contact, candidate) exactly as stored, in
 * SQL. `personName` (db/sql.ts) is the trimmed form that is null when both names are empty.
 */
export const fullName = (row: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string>`${row.firstName} || ' ' || ${row.lastName}`;
