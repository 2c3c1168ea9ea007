import type { ReactNode } from 'react';
import { flexRender, getCoreRowModel, useReactTable, type CellContext, type ColumnDef } from '@tanstack/react-table';
import { cn } from '@/lib/utils';

interface FiguresTableProps {
  caption: string;
  /** Column headings; the first column heads each row, the others are right-aligned figures. */
  head: string[];
  rows: ReactNode[][];
  /** Show the caption above the table (otherwise it is for screen readers only). */
  showCaption?: boolean;
  className?: string;
}

type FigureRow = ReactNode[];

// One renderer for every cell, defined once: flexRender mounts it as a component, so it must keep its identity.
const figure = ({ getValue }: CellContext<FigureRow, ReactNode>) => getValue();

/** A column per heading: the first one (primary) heads each row, the others are right-aligned figures. */
const columnsOf = (head: string[]): ColumnDef<FigureRow, ReactNode>[] =>
  head.map((label, index) => ({
    id: String(index),
    accessorFn: (row) => row[index],
    header: label,
    cell: figure,
    meta: { label, primary: index === 0, className: index ? 'text-right' : undefined },
  }));

/**
 * A small accessible table of figures (a chart's data, an analytics breakdown): a real `<table>` with a caption,
 * column and row headers, scrolling sideways inside itself (focusable, so the keyboard can scroll it) on a phone.
 * TanStack Table lays out its headers and rows.
 */
export function FiguresTable({ caption, head, rows, showCaption = false, className }: FiguresTableProps) {
  // TanStack Table's instance is read during render on purpose (new figures re-render the table).
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: rows, columns: columnsOf(head), getCoreRowModel: getCoreRowModel() });
  return (
    <div className={cn('min-w-0 overflow-x-auto', className)} tabIndex={0} role="group" aria-label={caption}>
      <table className="w-full text-sm">
        <caption className={showCaption ? 'px-3 py-2 text-left font-medium' : 'sr-only'}>{caption}</caption>
        <thead className="bg-muted/50 text-left text-muted-foreground">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={cn('px-3 py-2 font-medium', header.column.columnDef.meta?.className)}
                >
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="border-t">
              {row.getVisibleCells().map((cell) => {
                const meta = cell.column.columnDef.meta;
                const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                return meta?.primary ? (
                  <th key={cell.id} scope="row" className="px-3 py-2 text-left font-normal">
                    {content}
                  </th>
                ) : (
                  <td key={cell.id} className={cn('px-3 py-2', meta?.className, 'tabular-nums')}>
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
