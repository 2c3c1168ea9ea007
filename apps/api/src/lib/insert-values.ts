/**
 * A create input (the API's snake_case fields) → the row to insert, each field renamed through the entity's
 * field → column map (the `columns` its versioned update uses). A field the input leaves out is not written, so
 * the column's default applies: NULL, or the default the table declares.
 *
 * `tx.insert(clients).values(insertValues(input, CLIENT_COLUMN))`
 */
export function insertValues<Input extends object, const Columns extends { readonly [K in keyof Input]-?: string }>(
  input: Input,
  columns: Columns,
): { [K in keyof Input as Columns[K]]: Input[K] } {
  const values: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(input) as [keyof Input & string, unknown][]) {
    if (value !== undefined) values[columns[field]] = value;
  }
  return values as { [K in keyof Input as Columns[K]]: Input[K] };
}
