import { useState } from 'react';
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
  type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { QueryKey } from '@tanstack/react-query';
import type { WorkItemBoard, WorkItemStatus, WorkItemSummary } from '@praxis/shared';
import { useMoveWorkItem } from '../api/move-work-item';
import { locate } from '../lib/board-order';
import { BoardColumn } from './board-column';
import { PriorityChip } from '@/entities/work-item';

interface KanbanBoardProps {
  board: WorkItemBoard;
  boardKey: QueryKey;
  canMove: (item: WorkItemSummary) => boolean;
  showEngagement: boolean;
  onShowMore: () => void;
  isFetching: boolean;
}

/** Where a drop lands: over a card (its column, its index) or over a column's empty space (the end). */
function targetOf(
  board: WorkItemBoard,
  overId: string,
  overStatus: unknown,
): { status: WorkItemStatus; index: number } | null {
  const card = locate(board, overId);
  if (card) return card;
  const column = board.columns.find((c) => c.status === overStatus);
  return column ? { status: column.status, index: column.items.length } : null;
}

export function KanbanBoard({ board, boardKey, canMove, showEngagement, onShowMore, isFetching }: KanbanBoardProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const move = useMoveWorkItem(boardKey);
  const [activeId, setActiveId] = useState<string | null>(null);
  const cardOf = (id: unknown) => board.columns.flatMap((column) => column.items).find((item) => item.id === id);
  const active = activeId ? cardOf(activeId) : undefined;

  const describeOver = (overId: unknown, overStatus: unknown) => {
    const target = typeof overId === 'string' ? targetOf(board, overId, overStatus) : null;
    return target ? `${target.status}, position ${target.index + 1}` : 'no column';
  };
  const announcements: Announcements = {
    onDragStart: ({ active: a }) => `Picked up ${cardOf(a.id)?.name ?? 'card'}.`,
    onDragOver: ({ active: a, over }) =>
      over ? `${cardOf(a.id)?.name ?? 'Card'} is over ${describeOver(over.id, over.data.current?.status)}.` : '',
    onDragEnd: ({ active: a, over }) =>
      over
        ? `${cardOf(a.id)?.name ?? 'Card'} dropped in ${describeOver(over.id, over.data.current?.status)}.`
        : 'Dropped outside the board; nothing changed.',
    onDragCancel: ({ active: a }) => `Moving ${cardOf(a.id)?.name ?? 'card'} was cancelled.`,
  };

  const onDragStart = (event: DragStartEvent) => setActiveId(String(event.active.id));
  const onDragEnd = ({ active: dragged, over }: DragEndEvent) => {
    setActiveId(null);
    if (!over) return;
    const id = String(dragged.id);
    const card = cardOf(id);
    const from = locate(board, id);
    const to = targetOf(board, String(over.id), over.data.current?.status);
    if (!card || !from || !to) return;
    if (from.status === to.status && from.index === to.index) return;
    move.mutate({ id, version: card.version, status: to.status, index: to.index });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={onDragStart}
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
      <div className="flex gap-3 overflow-x-auto pb-4" aria-busy={isFetching}>
        {board.columns.map((column) => (
          <BoardColumn
            key={column.status}
            column={column}
            canMove={canMove}
            showEngagement={showEngagement}
            onShowMore={onShowMore}
            isLoadingMore={isFetching}
          />
        ))}
      </div>
      <DragOverlay>
        {active ? (
          <div className="w-72 rotate-1 rounded-md border bg-card p-3 text-sm shadow-lg">
            <p className="font-medium">{active.name}</p>
            <div className="mt-2">
              <PriorityChip priority={active.priority} />
            </div>
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
