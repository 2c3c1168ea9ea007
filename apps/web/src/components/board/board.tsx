import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { toast } from '@/lib/toast';
import { BoardCard } from './board-card';
import type { MoveTarget } from './board-card-menu';
import { BoardColumn } from './board-column';
import { BoardMoveConfirm, type MoveQuestion } from './board-move-confirm';
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
  /**
   * A card was dropped (or sent by its menu) somewhere else than where it was. Return the save's promise and the
   * board's toast offers Undo once it is saved.
   */
  onMove: (move: BoardMove<C>, item: T) => unknown;
  /** The question to ask before a move into that column (Done, Rejected…); null moves at once. */
  confirmMove?: (item: T, column: C) => MoveQuestion | null;
  /** Whether the toast of a saved move offers Undo (default: yes). */
  canUndo?: (item: T, from: C, to: C) => boolean;
  emptyColumnText?: string;
  isBusy?: boolean;
}

const isTouch = (event: Event) => typeof TouchEvent !== 'undefined' && event instanceof TouchEvent;

/**
 * The board kit (docs/product.md §13): columns of cards moved by mouse, touch or keyboard (dnd-kit), with screen-reader
 * announcements; the caller moves the card optimistically (see useBoardMove) and rolls back on failure.
 * On touch a card is picked up after a press-and-hold (a swipe scrolls), and a finger's drag never auto-scrolls the
 * board past the column it means; every card also has a "Move to…" menu. A saved move's toast offers Undo, and
 * `confirmMove` asks first before consequential columns (docs/product.md §4).
 */
export function Board<T extends { id: string }, C extends string>(props: BoardProps<T, C>) {
  const { columns, columnLabel, cardLabel, canMove } = props;
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const [activeId, setActiveId] = useState<string | null>(null);
  const [touchDrag, setTouchDrag] = useState(false);
  const [pending, setPending] = useState<{ move: BoardMove<C>; question: MoveQuestion } | null>(null);
  // The latest props, for callbacks that outlive a render (Undo in a toast, the memoised cards' menu).
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
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

  /** Saves a move; once saved, the toast offers to put the card back where it was. */
  const perform = useCallback((move: BoardMove<C>, from: { column: C; index: number }) => {
    const current = latest.current;
    const item = current.columns.flatMap((column) => column.items).find((card) => card.id === move.id);
    if (!item) return;
    const saved = current.onMove(move, item);
    if (!(saved instanceof Promise) || move.column === from.column) return;
    const name = current.cardLabel(item);
    saved.then(
      () => {
        if (current.canUndo && !current.canUndo(item, from.column, move.column)) return;
        toast.success(`Moved ${name} to ${current.columnLabel(move.column)}.`, {
          action: {
            label: 'Undo',
            onClick: () => {
              const now = latest.current;
              const card = now.columns.flatMap((column) => column.items).find((c) => c.id === move.id);
              if (!card) return;
              const back = now.onMove({ id: move.id, column: from.column, index: from.index }, card);
              if (back instanceof Promise)
                back.then(
                  () => toast.success(`Moved ${name} back to ${now.columnLabel(from.column)}.`),
                  () => undefined,
                );
            },
          },
        });
      },
      () => undefined, // the caller's mutation has already said what went wrong and rolled back
    );
  }, []);

  /** A drop or a menu choice: refused with a reason, asked about first, or saved. */
  const request = useCallback(
    (move: BoardMove<C>) => {
      const current = latest.current;
      const item = current.columns.flatMap((column) => column.items).find((card) => card.id === move.id);
      const from = locate(current.columns, move.id);
      if (!item || !from) return;
      if (from.column === move.column && from.index === move.index) return;
      const refusal = current.moveRefusal?.(item, move.column);
      if (refusal) {
        toast.error(refusal);
        return;
      }
      const question = from.column === move.column ? null : (current.confirmMove?.(item, move.column) ?? null);
      if (question) setPending({ move, question });
      else perform(move, from);
    },
    [perform],
  );

  const moveTo = useCallback(
    (id: string, column: string) => {
      const target = latest.current.columns.find((candidate) => candidate.id === column);
      if (target) request({ id, column: target.id, index: target.items.length });
    },
    [request],
  );
  // Each column's "Move to…" targets, kept the same between renders while the columns and their names are.
  const labelsKey = columns.map((column) => `${column.id}\u0000${columnLabel(column.id)}`).join('\u0001');
  const targetsByColumn = useMemo(() => {
    const all: MoveTarget[] = labelsKey.split('\u0001').map((pair) => {
      const [id = '', label = ''] = pair.split('\u0000');
      return { id, label };
    });
    return new Map(all.map((column) => [column.id, all.filter((other) => other.id !== column.id)]));
  }, [labelsKey]);

  const onDragEnd = ({ active: dragged, over }: DragEndEvent) => {
    setActiveId(null);
    setTouchDrag(false);
    if (!over) return;
    const to = targetOf(over.id, over.data.current?.column);
    if (to) request({ id: String(dragged.id), column: to.column, index: to.index });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      // A finger's drag never scrolls the board by itself: the column under the finger is the one meant.
      autoScroll={!touchDrag}
      onDragStart={(event) => {
        setActiveId(String(event.active.id));
        setTouchDrag(isTouch(event.activatorEvent));
      }}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        setActiveId(null);
        setTouchDrag(false);
      }}
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
                moveTargets={targetsByColumn.get(column.id) ?? []}
                onMoveTo={moveTo}
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
      <BoardMoveConfirm
        question={pending?.question ?? null}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending) {
            const from = locate(latest.current.columns, pending.move.id);
            if (from) perform(pending.move, from);
          }
          setPending(null);
        }}
      />
    </DndContext>
  );
}
