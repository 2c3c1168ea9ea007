/** Form values are text ("" = empty); the API takes null for an empty optional field. */
export const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/** An API value as a text field's value. */
export const orBlank = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);
