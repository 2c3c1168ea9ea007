import type { ReactNode } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { csvFields } from './column-meta';

interface DatesColumnOptions {
  /** The server's sort key, when the list sorts by these dates. */
  sort?: string;
  /** The CSV headers of the start and the end. */
  headers?: readonly [start: string, end: string];
}

/**
 * A "Dates" column of a record's `start_date` and `end_date`: one cell, as `format` writes the period, and two
 * columns in the CSV.
 */
export function datesColumn<T extends { start_date: string | null; end_date: string | null }>(
  format: (start: string | null, end: string | null) => ReactNode,
  { sort, headers = ['Start', 'End'] }: DatesColumnOptions = {},
) {
  return createColumnHelper<T>().display({
    id: 'dates',
    meta: {
      label: 'Dates',
      sort,
      className: 'whitespace-nowrap',
      csv: csvFields({ start_date: headers[0], end_date: headers[1] }),
    },
    cell: ({ row }) => format(row.original.start_date, row.original.end_date),
  });
}
