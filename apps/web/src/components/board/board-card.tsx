import { memo, type KeyboardEventHandler, type ReactNode } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, Lock } from 'lucide-react';
import { cn } from '@/lib/utils';
import { BoardCardMenu, type MoveTarget } from './board-card-menu';

interface BoardCardProps {
  id: string;
  column: string;
  /** The card's name, for its handle ("Move Apollo") and the announcements. */
  label: string;
  canMove: boolean;
  /** Why the card cannot be moved, shown and read instead of the handle. */
  lockedReason: string;
  /** The other columns, for the card's "Move to…" menu. */
  moveTargets: MoveTarget[];
  onMoveTo: (id: string, column: string) => void;
  children: ReactNode;
}

/**
 * One card. A mouse drags it from anywhere on the card, a finger after a press-and-hold (a swipe scrolls the board);
 * the keyboard drags it from its handle (Space to pick up, arrows to move, Space to drop, Escape to cancel); its
 * "Move to…" menu moves it without a drag. Cards the user may not change cannot be picked up.
 */
export const BoardCard = memo(function BoardCard({
  id,
  column,
  label,
  canMove,
  lockedReason,
  moveTargets,
  onMoveTo,
  children,
}: BoardCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    data: { column },
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
        canMove && 'cursor-grab touch-manipulation select-none active:cursor-grabbing',
        isDragging && 'opacity-40',
      )}
      title={canMove ? undefined : lockedReason}
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
            aria-label={`Move ${label}`}
            aria-roledescription="draggable card"
          >
            <GripVertical aria-hidden className="size-4" />
          </button>
        ) : (
          <span className="-ml-1 p-0.5 text-muted-foreground/60" title={lockedReason}>
            <Lock aria-hidden className="size-4" />
            <span className="sr-only">{lockedReason}</span>
          </span>
        )}
        <div className="min-w-0 flex-1 space-y-2">{children}</div>
        {canMove && moveTargets.length > 0 ? (
          <BoardCardMenu label={label} targets={moveTargets} onMoveTo={(column) => onMoveTo(id, column)} />
        ) : null}
      </div>
    </li>
  );
});
