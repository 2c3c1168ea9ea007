import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { WorkItemBoard } from '@praxis/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { BoardCard } from './board-card';
import { WorkItemStatusChip as StatusChip } from '@/entities/work-item';

type Column = WorkItemBoard['columns'][number];

interface BoardColumnProps {
  column: Column;
  canMove: (item: Column['items'][number]) => boolean;
  showEngagement: boolean;
  onShowMore: () => void;
  isLoadingMore: boolean;
}

export const columnDropId = (status: string) => `column:${status}`;

export function BoardColumn({ column, canMove, showEngagement, onShowMore, isLoadingMore }: BoardColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: columnDropId(column.status), data: { status: column.status } });
  const ids = column.items.map((item) => item.id);
  const headingId = `column-${column.status.replace(/\s+/g, '-').toLowerCase()}`;
  const hidden = column.total - column.items.length;
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
          <StatusChip status={column.status} />
        </h2>
        <span className="text-xs text-muted-foreground" aria-label={`${column.total} items`}>
          {column.total}
        </span>
      </header>
      <SortableContext id={column.status} items={ids} strategy={verticalListSortingStrategy}>
        <ul ref={setNodeRef} aria-labelledby={headingId} className="flex min-h-24 flex-1 flex-col gap-2 p-2">
          {column.items.map((item) => (
            <BoardCard key={item.id} item={item} canMove={canMove(item)} showEngagement={showEngagement} />
          ))}
          {column.items.length === 0 ? (
            <li className="rounded-md border border-dashed p-3 text-center text-xs text-muted-foreground">
              No items. Drop a card here.
            </li>
          ) : null}
        </ul>
      </SortableContext>
      {hidden > 0 ? (
        <div className="border-t p-2">
          <Button variant="ghost" size="sm" className="w-full" disabled={isLoadingMore} onClick={onShowMore}>
            Show more ({hidden} more)
          </Button>
        </div>
      ) : null}
    </section>
  );
}
