/** Form values are text ("" = empty); the API takes null for an empty optional field. */
export const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/** An API value as a text field's value. */
export const orBlank = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** A record's optional text fields as form values: each named field's value, "" where it is null or missing. */
export function textValuesOf<K extends string>(
  record: { readonly [P in K]?: string | null } | undefined,
  fields: readonly K[],
): Record<K, string> {
  return Object.fromEntries(fields.map((field) => [field, record?.[field] ?? ''])) as Record<K, string>;
}

/** Form values' optional text fields as the API's input: each named field trimmed, null where blank. */
export function blanksToNull<K extends string>(
  values: Readonly<Record<K, string>>,
  fields: readonly K[],
): Record<K, string | null> {
  return Object.fromEntries(fields.map((field) => [field, blankToNull(values[field])])) as Record<K, string | null>;
}
