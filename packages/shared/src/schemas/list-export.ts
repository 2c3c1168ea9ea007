import { z } from 'zod';

/**
 * CSV export of a list (docs/product.md §13): the same list endpoint, the same filters and sort, plus
 * `format=csv&columns=a,b,c[&headers=A,B,C]`. Every matching row (all pages, permission filter in SQL), only the
 * named columns, in that order. Column ids are the top-level field names of the list item as the JSON answer
 * has them; see `csvCell` for how a value becomes text.
 */
export const LIST_FORMATS = ['json', 'csv'] as const;
export type ListFormat = (typeof LIST_FORMATS)[number];

const commaList = (label: string) =>
  z
    .string()
    .max(2000)
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .refine((parts) => parts.length > 0 && parts.length <= 50, `${label} must name between 1 and 50 columns.`);

export const listExportQuerySchema = z.object({
  format: z.enum(LIST_FORMATS).default('json'),
  /** Column ids, comma separated, in display order. Required with format=csv. */
  columns: commaList('columns').optional(),
  /** Header texts, comma separated, one per column; the ids are the headers when absent. */
  headers: commaList('headers').optional(),
});
export type ListExportQuery = z.infer<typeof listExportQuerySchema>;

/** The text of one cell: objects show their `name`, arrays join with "; ", null is empty. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(csvCell).filter(Boolean).join('; ');
  if (typeof value === 'object') {
    const named = value as { name?: unknown };
    return named.name === undefined ? '' : csvCell(named.name);
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/**
 * One CSV field (RFC 4180); text a spreadsheet would run as a formula gets a leading quote (not numbers). A cell
 * holding the separator of any common locale (`,`, `;` or a tab) is quoted too, so a spreadsheet that splits on
 * `;` cannot cut `x;=1+1` into a second cell that starts with a formula.
 */
export function csvField(text: string, { isNumber = false } = {}): string {
  const safe = !isNumber && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",;\t\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV line (without its CRLF) of the named columns of a row. */
export function csvRow(row: Record<string, unknown>, columns: readonly string[]): string {
  return columns
    .map((column) => csvField(csvCell(row[column]), { isNumber: typeof row[column] === 'number' }))
    .join(',');
}
