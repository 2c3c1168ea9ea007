import type { ReactNode } from 'react';
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

/**
 * A small accessible table of figures (a chart's data, an analytics breakdown): a real `<table>` with a caption,
 * column and row headers, scrolling sideways inside itself (focusable, so the keyboard can scroll it) on a phone.
 */
export function FiguresTable({ caption, head, rows, showCaption = false, className }: FiguresTableProps) {
  return (
    <div className={cn('min-w-0 overflow-x-auto', className)} tabIndex={0} role="group" aria-label={caption}>
      <table className="w-full text-sm">
        <caption className={showCaption ? 'px-3 py-2 text-left font-medium' : 'sr-only'}>{caption}</caption>
        <thead className="bg-muted/50 text-left text-muted-foreground">
          <tr>
            {head.map((cell, index) => (
              <th key={cell} scope="col" className={cn('px-3 py-2 font-medium', index && 'text-right')}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="border-t">
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="px-3 py-2 text-left font-normal">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className="px-3 py-2 text-right tabular-nums">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
