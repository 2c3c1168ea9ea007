import { useRef, type ReactNode } from 'react';
import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { ErrorState } from '@/components/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { ColumnMenu } from './column-menu';
import { ExportButton } from './export-button';
import type { CsvExport } from './export-csv';
import { SortHeader, type TableSort } from './sort-header';
import { TableRows } from './table-rows';
import { useColumnVisibility } from './use-column-visibility';

export interface DataTableProps<T> {
  /** Names the table for its saved column choice (e.g. "engagements"). */
  id: string;
  /** What the table lists, for screen readers ("Projects"). */
  caption: string;
  // Cells of different value types live in one array: TanStack's own examples type it this way.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  /** The rows; undefined while the first load runs (skeleton rows are shown). */
  rows: T[] | undefined;
  /** The row's key, for rows without a string `id` (by default the row's `id`). */
  getRowId?: (row: T) => string;
  /** The row's accessible name (the record's name), when its cells alone would make a long one. */
  rowLabel?: (row: T) => string;
  /** Row click and Enter open the record. */
  onOpen?: (row: T) => void;
  /** Server sort bound to the URL. */
  sort?: TableSort;
  /** Failed to load: "We could not load the clients." with Retry. */
  error?: { title: string; cause: unknown; onRetry: () => void } | undefined;
  /** No rows: says what is missing and offers the next step. */
  empty: ReactNode;
  /** The CSV export of the list shown; every list has one. */
  csv: CsvExport;
  /** Toolbar content on the left of Columns and Export (a count, a bulk action). */
  toolbar?: ReactNode;
  /** Under the table (pagination). */
  footer?: ReactNode;
}

/** A row's own `id` when it has one (every record does), else its position: TanStack's own default. */
function rowIdOf(row: unknown, index: number): string {
  const { id } = row as { id?: unknown };
  return typeof id === 'string' ? id : String(index);
}

/**
 * The list kit (docs/product.md §13): sortable headers bound to the URL, column choice, sticky header, rows virtualised past
 * 200, loading / empty / error states, keyboard row navigation, row click opens, stacked cards at phone width, and
 * CSV export of exactly the rows and columns shown.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { id, caption, columns, rows, getRowId, rowLabel, onOpen, sort, error, empty, csv, toolbar, footer } = props;
  const [columnVisibility, setColumnVisibility] = useColumnVisibility(id);
  const scrollRef = useRef<HTMLDivElement>(null);
  // TanStack Table's instance is read during render on purpose (visibility changes re-render the table).
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows ?? [],
    columns: columns.map((column) => (column.meta?.primary ? { ...column, enableHiding: false } : column)),
    getRowId: getRowId ?? rowIdOf,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    state: { columnVisibility },
    onColumnVisibilityChange: setColumnVisibility,
  });
  const visibleCount = table.getVisibleLeafColumns().length;

  let content: ReactNode;
  if (error) content = <ErrorState title={error.title} error={error.cause} onRetry={error.onRetry} />;
  else if (rows?.length === 0) content = empty;
  else {
    content = (
      <div
        ref={scrollRef}
        className="max-h-[calc(100dvh-12rem)] overflow-auto rounded-lg border max-sm:max-h-none max-sm:overflow-visible max-sm:border-0"
      >
        <table className="w-full text-sm max-sm:block">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 z-10 bg-muted text-left max-sm:sr-only">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <SortHeader key={header.id} header={header} sort={sort} />
                ))}
              </tr>
            ))}
          </thead>
          {rows ? (
            <TableRows
              rows={table.getRowModel().rows}
              columnCount={visibleCount}
              scrollRef={scrollRef}
              onOpen={onOpen}
              rowLabel={rowLabel}
            />
          ) : (
            <SkeletonRows columnCount={visibleCount} />
          )}
        </table>
      </div>
    );
  }

  return (
    <div className="min-w-0 space-y-2">
      <div className="flex flex-wrap items-center justify-end gap-2">
        {toolbar ? <div className="mr-auto flex flex-wrap items-center gap-2">{toolbar}</div> : null}
        <ColumnMenu table={table} />
        <ExportButton table={table} csv={csv} />
      </div>
      {content}
      {error || rows?.length === 0 ? null : footer}
    </div>
  );
}

function SkeletonRows({ columnCount }: { columnCount: number }) {
  return (
    <tbody aria-busy="true" className="max-sm:block max-sm:space-y-2">
      {Array.from({ length: 6 }, (_, index) => (
        <tr key={index} className={cn('border-t', 'max-sm:block max-sm:rounded-lg max-sm:border max-sm:p-3')}>
          {Array.from({ length: columnCount }, (_, cell) => (
            <td key={cell} className="px-3 py-3 max-sm:block max-sm:px-0 max-sm:py-1">
              <Skeleton className="h-4 w-full" />
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}
