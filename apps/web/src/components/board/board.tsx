import { useState, type ReactNode } from 'react';
import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { toast } from '@/lib/toast';
import { BoardCard } from './board-card';
import { BoardColumn } from './board-column';
import { locate, type BoardColumnData, type BoardMove } from './board-order';
import { BoardScroller } from './board-scroller';

export interface BoardProps<T extends { id: string }, C extends string> {
  columns: BoardColumnData<T, C>[];
  /** The column's name in words, for its heading's accessible text and the announcements. */
  columnLabel: (column: C) => string;
  /** The column's heading (a chip, say); its text must name the column. */
  renderColumnHeader: (column: BoardColumnData<T, C>) => ReactNode;
  renderColumnFooter?: (column: BoardColumnData<T, C>) => ReactNode;
  /** The card's name: its handle says "Move {name}". */
  cardLabel: (item: T) => string;
  renderCard: (item: T) => ReactNode;
  /** The card under the pointer while dragging; the card itself when absent. */
  renderOverlay?: (item: T) => ReactNode;
  canMove: (item: T) => boolean;
  lockedReason: string;
  /** Why this card may not go to that column (null: it may). A refused drop snaps back and says why. */
  moveRefusal?: (item: T, column: C) => string | null;
  /** A card was dropped somewhere else than where it was. */
  onMove: (move: BoardMove<C>, item: T) => void;
  emptyColumnText?: string;
  isBusy?: boolean;
}

/**
 * The board kit (issue 11): columns of cards moved by mouse, touch or keyboard (dnd-kit), with screen-reader
 * announcements; the caller moves the card optimistically (see useBoardMove) and rolls back on failure.
 */
export function Board<T extends { id: string }, C extends string>(props: BoardProps<T, C>) {
  const { columns, columnLabel, cardLabel, canMove, onMove } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const [activeId, setActiveId] = useState<string | null>(null);
  const cardOf = (id: unknown) => columns.flatMap((column) => column.items).find((item) => item.id === id);
  const active = activeId ? cardOf(activeId) : undefined;

  /** Where a drop lands: over a card (its column, its index) or over a column's empty space (the end). */
  const targetOf = (overId: unknown, overColumn: unknown): { column: C; index: number } | null => {
    const card = typeof overId === 'string' ? locate(columns, overId) : null;
    if (card) return card;
    const column = columns.find((candidate) => candidate.id === overColumn);
    return column ? { column: column.id, index: column.items.length } : null;
  };
  const describeOver = (overId: unknown, overColumn: unknown) => {
    const target = targetOf(overId, overColumn);
    return target ? `${columnLabel(target.column)}, position ${target.index + 1}` : 'no column';
  };
  const nameOf = (id: unknown) => {
    const card = cardOf(id);
    return card ? cardLabel(card) : 'the card';
  };
  const announcements: Announcements = {
    onDragStart: ({ active: a }) => `Picked up ${nameOf(a.id)}.`,
    onDragOver: ({ active: a, over }) =>
      over ? `${nameOf(a.id)} is over ${describeOver(over.id, over.data.current?.column)}.` : '',
    onDragEnd: ({ active: a, over }) =>
      over
        ? `${nameOf(a.id)} dropped in ${describeOver(over.id, over.data.current?.column)}.`
        : 'Dropped outside the board; nothing changed.',
    onDragCancel: ({ active: a }) => `Moving ${nameOf(a.id)} was cancelled.`,
  };

  const onDragEnd = ({ active: dragged, over }: DragEndEvent) => {
    setActiveId(null);
    if (!over) return;
    const id = String(dragged.id);
    const card = cardOf(id);
    const from = locate(columns, id);
    const to = targetOf(over.id, over.data.current?.column);
    if (!card || !from || !to) return;
    if (from.column === to.column && from.index === to.index) return;
    const refusal = props.moveRefusal?.(card, to.column);
    if (refusal) {
      toast.error(refusal);
      return;
    }
    onMove({ id, column: to.column, index: to.index }, card);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={(event) => setActiveId(String(event.active.id))}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveId(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a card, press Space or Enter. Use the arrow keys to move it between and within columns. ' +
            'Press Space or Enter again to drop it, or Escape to cancel.',
        },
      }}
    >
      <BoardScroller isBusy={props.isBusy ?? false}>
        {columns.map((column) => (
          <BoardColumn
            key={column.id}
            id={column.id}
            itemIds={column.items.map((item) => item.id)}
            header={props.renderColumnHeader(column)}
            total={column.total}
            footer={props.renderColumnFooter?.(column)}
            emptyText={props.emptyColumnText ?? 'No cards. Drop a card here.'}
          >
            {column.items.map((item) => (
              <BoardCard
                key={item.id}
                id={item.id}
                column={column.id}
                label={cardLabel(item)}
                canMove={canMove(item)}
                lockedReason={props.lockedReason}
              >
                {props.renderCard(item)}
              </BoardCard>
            ))}
          </BoardColumn>
        ))}
      </BoardScroller>
      <DragOverlay>
        {active ? (
          <div className="w-72 rotate-1 rounded-md border bg-card p-3 text-sm shadow-lg">
            {(props.renderOverlay ?? props.renderCard)(active)}
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
