import type { Column, RowData } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // The names must match TanStack's declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Header text, also the label of the column in the Columns menu, on phone cards and in the CSV. */
    label: string;
    /** The server's sort key: the header becomes a sort button bound to the URL. */
    sort?: string;
    /** Extra classes of the header and cells (alignment, width). */
    className?: string;
    /** The card title on phones (no label beside it); such a column cannot be hidden. */
    primary?: boolean;
    /**
     * What the CSV export writes for this column: list-item fields and their headers. Default: the column id as
     * the field and the label as the header. `false` leaves the column out of the CSV (an actions column).
     */
    csv?: false | readonly { field: string; header: string }[];
  }
}

export const labelOf = <T>(column: Column<T>) => column.columnDef.meta?.label ?? column.id;

/** The CSV columns and headers of the columns shown, in display order (the export contract of @praxis/shared). */
export function csvColumnsOf<T>(columns: Column<T>[]): { columns: string[]; headers: string[] } {
  const parts = columns.flatMap((column) => {
    const csv = column.columnDef.meta?.csv;
    if (csv === false) return [];
    return csv ?? [{ field: column.id, header: labelOf(column) }];
  });
  return {
    columns: parts.map((part) => part.field),
    // Headers travel comma separated: a comma inside one would split it.
    headers: parts.map((part) => part.header.replaceAll(',', ' ')),
  };
}

/**
 * A column's `csv` meta from list-item fields and their headers, in the order written:
 * `csvFields({ start_date: 'Start', end_date: 'End' })`.
 */
export function csvFields(headers: Readonly<Record<string, string>>): { field: string; header: string }[] {
  return Object.entries(headers).map(([field, header]) => ({ field, header }));
}
