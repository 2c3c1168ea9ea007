import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { flexRender, type Row } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { cn } from '@/lib/utils';
import { labelOf } from './column-meta';

/** Past this many rows only the rows in view are rendered (docs/product.md §13 "virtualised past a few hundred rows"). */
export const VIRTUALIZE_AFTER = 200;
const ESTIMATED_ROW_HEIGHT = 41;

interface TableRowsProps<T> {
  rows: Row<T>[];
  columnCount: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  onOpen: ((row: T) => void) | undefined;
  rowLabel?: ((row: T) => string) | undefined;
}

const KEY_MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowDown: (index, last) => Math.min(last, index + 1),
  ArrowUp: (index) => Math.max(0, index - 1),
  Home: () => 0,
  End: (_index, last) => last,
};

/**
 * The body of a data table: one tab stop for all rows (arrows, Home and End move, Enter opens), a click anywhere
 * on a row opens it, and past {@link VIRTUALIZE_AFTER} rows only those in view are in the page.
 */
export function TableRows<T>({ rows, columnCount, scrollRef, onOpen, rowLabel }: TableRowsProps<T>) {
  const isVirtual = rows.length > VIRTUALIZE_AFTER;
  // The virtualizer is read during render on purpose (its items change as the list scrolls).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: isVirtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 10,
    initialRect: { width: 1024, height: 800 },
  });
  const [active, setActive] = useState(0);
  const focusRequest = useRef<number | null>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const activeIndex = Math.min(active, Math.max(0, rows.length - 1));

  useEffect(() => {
    const wanted = focusRequest.current;
    if (wanted === null) return;
    const element = bodyRef.current?.querySelector<HTMLElement>(`[data-row-index="${wanted}"]`);
    if (element) {
      focusRequest.current = null;
      element.focus();
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    if ((event.target as HTMLElement).tagName !== 'TR') return;
    const move = KEY_MOVES[event.key];
    if (move) {
      event.preventDefault();
      const next = move(activeIndex, rows.length - 1);
      focusRequest.current = next;
      setActive(next);
      if (isVirtual) virtualizer.scrollToIndex(next);
    } else if (event.key === 'Enter' && onOpen) {
      const row = rows[activeIndex];
      if (row) onOpen(row.original);
    }
  };
  const onClick = (event: MouseEvent<HTMLTableRowElement>, row: Row<T>) => {
    if (!onOpen || (event.target as HTMLElement).closest('a,button,input,select,textarea,label')) return;
    onOpen(row.original);
  };

  const items = isVirtual ? virtualizer.getVirtualItems() : rows.map((_row, index) => ({ index, start: 0, end: 0 }));
  const before = isVirtual ? (items[0]?.start ?? 0) : 0;
  const after = isVirtual ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;

  return (
    <tbody ref={bodyRef} onKeyDown={onKeyDown} className="max-sm:block max-sm:space-y-2">
      {before > 0 ? <Spacer height={before} columnCount={columnCount} /> : null}
      {items.map(({ index }) => {
        const row = rows[index];
        if (!row) return null;
        return (
          <tr
            key={row.id}
            ref={isVirtual ? virtualizer.measureElement : undefined}
            aria-label={rowLabel?.(row.original)}
            data-index={index}
            data-row-index={index}
            tabIndex={index === activeIndex ? 0 : -1}
            onFocus={() => setActive(index)}
            onClick={(event) => onClick(event, row)}
            className={cn(
              'border-t outline-none hover:bg-muted/40 focus-visible:bg-muted/60 focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:ring-inset',
              onOpen && 'cursor-pointer',
              'max-sm:block max-sm:rounded-lg max-sm:border max-sm:p-3',
            )}
          >
            {row.getVisibleCells().map((cell) => {
              const meta = cell.column.columnDef.meta;
              return (
                <td
                  key={cell.id}
                  data-label={meta?.primary ? undefined : labelOf(cell.column)}
                  className={cn(
                    'px-3 py-2',
                    meta?.className,
                    'max-sm:flex max-sm:items-start max-sm:justify-between max-sm:gap-3 max-sm:px-0 max-sm:py-1 max-sm:text-right',
                    'max-sm:before:shrink-0 max-sm:before:text-left max-sm:before:font-medium max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)]',
                    meta?.primary && 'font-medium max-sm:text-left max-sm:text-base',
                  )}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              );
            })}
          </tr>
        );
      })}
      {after > 0 ? <Spacer height={after} columnCount={columnCount} /> : null}
    </tbody>
  );
}

function Spacer({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    <tr aria-hidden className="max-sm:block">
      <td colSpan={columnCount} style={{ height, padding: 0 }} />
    </tr>
  );
}
