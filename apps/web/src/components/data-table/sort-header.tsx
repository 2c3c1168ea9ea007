import type { Header } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '@/lib/utils';
import { labelOf } from './column-meta';

export interface TableSort {
  /** The server sort key the URL holds. */
  value: string | undefined;
  order: 'asc' | 'desc';
  onSort: (key: string) => void;
}

/** A column header: a button that sorts by it (bound to the URL) when the server can sort by it. */
export function SortHeader<T>({ header, sort }: { header: Header<T, unknown>; sort?: TableSort | undefined }) {
  const meta = header.column.columnDef.meta;
  const key = meta?.sort;
  const active = key !== undefined && key === sort?.value;
  const label = labelOf(header.column);
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
      className={cn('px-3 py-2 font-medium whitespace-nowrap', meta?.className)}
    >
      {key && sort ? (
        <button
          type="button"
          className="inline-flex items-center gap-1 rounded-sm hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          onClick={() => sort.onSort(key)}
        >
          {label}
          {active ? (
            sort.order === 'asc' ? (
              <ArrowUp aria-hidden className="size-3.5" />
            ) : (
              <ArrowDown aria-hidden className="size-3.5" />
            )
          ) : (
            <ArrowUpDown aria-hidden className="size-3.5 text-muted-foreground" />
          )}
        </button>
      ) : (
        label
      )}
    </th>
  );
}
