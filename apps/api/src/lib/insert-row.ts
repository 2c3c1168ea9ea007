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

/** The column values `columnValues` makes: each mapped field under its column name, a missing optional one as null. */
export type ColumnValues<Input, Columns extends { readonly [K in keyof Input]?: string }> = {
  -readonly [K in keyof Columns & keyof Input as Columns[K] & string]: undefined extends Input[K]
    ? Exclude<Input[K], undefined> | null
    : Input[K];
};

/**
 * An API input (snake_case fields) as the column values of a new row. `columns` maps each field to its column
 * property — the same map an update's `patchColumns` uses; an optional field the input leaves out is stored as null.
 */
export function columnValues<Input extends object, const Columns extends { readonly [K in keyof Input]?: string }>(
  input: Input,
  columns: Columns,
): ColumnValues<Input, Columns> {
  const values: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(columns) as [keyof Input, string][]) {
    values[column] = input[field] ?? null;
  }
  return values as ColumnValues<Input, Columns>;
}
