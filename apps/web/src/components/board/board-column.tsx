import type { ReactNode } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { cn } from '@/lib/utils';

export const columnDropId = (column: string) => `column:${column}`;

interface BoardColumnProps {
  id: string;
  itemIds: string[];
  /** The column's title (named region: "Approved"). */
  header: ReactNode;
  total: number;
  /** Under the cards: "Show more", an add button. */
  footer?: ReactNode;
  emptyText: string;
  children: ReactNode;
}

/** A column: a named region, a drop target for its whole height, its cards sortable within it. */
export function BoardColumn({ id, itemIds, header, total, footer, emptyText, children }: BoardColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: columnDropId(id), data: { column: id } });
  const headingId = `board-column-${id.replace(/[^a-zA-Z0-9_-]+/g, '-').toLowerCase()}`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex w-72 shrink-0 flex-col rounded-lg border bg-muted/40 transition-colors',
        isOver && 'border-ring bg-accent/60',
      )}
    >
      <header className="flex items-center justify-between gap-2 border-b px-3 py-2">
        <h2 id={headingId} className="text-sm font-semibold">
          {header}
        </h2>
        <span className="text-xs text-muted-foreground" aria-label={`${total} items`}>
          {total}
        </span>
      </header>
      <SortableContext id={id} items={itemIds} strategy={verticalListSortingStrategy}>
        <ul ref={setNodeRef} aria-labelledby={headingId} className="flex min-h-24 flex-1 flex-col gap-2 p-2">
          {children}
          {itemIds.length === 0 ? (
            <li className="rounded-md border border-dashed p-3 text-center text-xs text-muted-foreground">
              {emptyText}
            </li>
          ) : null}
        </ul>
      </SortableContext>
      {footer ? <div className="border-t p-2">{footer}</div> : null}
    </section>
  );
}
