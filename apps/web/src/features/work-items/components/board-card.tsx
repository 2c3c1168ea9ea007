import { memo, type KeyboardEventHandler } from 'react';
import { Link } from 'react-router';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { CalendarDays, GripVertical, Lock } from 'lucide-react';
import type { WorkItemSummary } from '@praxis/shared';
import { cn } from '@/lib/utils';
import { formatDate } from '@/lib/dates';
import { PriorityChip } from './work-item-chips';

interface BoardCardProps {
  item: WorkItemSummary;
  canMove: boolean;
  showEngagement: boolean;
}

export const NOT_MOVABLE = 'Only the requester or an admin can move this card.';

/**
 * One card. A pointer drags it from anywhere on the card; the keyboard drags it from its handle (Space to pick up,
 * arrows to move, Space to drop, Escape to cancel). Cards the user may not change cannot be picked up.
 */
export const BoardCard = memo(function BoardCard({ item, canMove, showEngagement }: BoardCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    data: { status: item.status },
    disabled: !canMove,
  });
  // Pointer drags start anywhere on the card; keyboard drags only from the handle (no nested interactive roles).
  const { onKeyDown, ...pointerListeners } = listeners ?? {};
  const onHandleKeyDown = onKeyDown as KeyboardEventHandler<HTMLButtonElement> | undefined;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'group rounded-md border bg-card p-3 text-sm shadow-xs',
        canMove && 'cursor-grab touch-none active:cursor-grabbing',
        isDragging && 'opacity-40',
      )}
      title={canMove ? undefined : NOT_MOVABLE}
      {...pointerListeners}
    >
      <div className="flex items-start gap-2">
        {canMove ? (
          <button
            ref={setActivatorNodeRef}
            type="button"
            className="-ml-1 rounded p-0.5 text-muted-foreground outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
            {...attributes}
            onKeyDown={onHandleKeyDown}
            aria-label={`Move ${item.name}`}
            aria-roledescription="draggable card"
          >
            <GripVertical aria-hidden className="size-4" />
          </button>
        ) : (
          <span className="-ml-1 p-0.5 text-muted-foreground/60" title={NOT_MOVABLE}>
            <Lock aria-hidden className="size-4" />
            <span className="sr-only">{NOT_MOVABLE}</span>
          </span>
        )}
        <div className="min-w-0 flex-1 space-y-2">
          <Link
            to={`/work-management/${item.id}`}
            className="line-clamp-3 font-medium break-words underline-offset-4 hover:underline"
          >
            {item.name}
          </Link>
          {showEngagement && item.engagement_name ? (
            <p className="truncate text-xs text-muted-foreground">{item.engagement_name}</p>
          ) : null}
          <div className="flex flex-wrap items-center gap-1.5">
            <PriorityChip priority={item.priority} />
            {item.category ? <span className="text-xs text-muted-foreground">{item.category}</span> : null}
          </div>
          <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 text-xs text-muted-foreground">
            <span className="truncate">{item.assignee_name ?? 'Unassigned'}</span>
            {item.due_date ? (
              <span className="inline-flex items-center gap-1">
                <CalendarDays aria-hidden className="size-3" />
                <span className="sr-only">Due </span>
                {formatDate(item.due_date)}
              </span>
            ) : null}
          </div>
        </div>
      </div>
    </li>
  );
});
