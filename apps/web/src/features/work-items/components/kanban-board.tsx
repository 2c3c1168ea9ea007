import type { QueryKey } from '@tanstack/react-query';
import type { WorkItemBoard, WorkItemStatus, WorkItemSummary } from '@praxis/shared';
import { Board } from '@/components/board';
import { Button } from '@/components/ui/button';
import { PriorityChip, WorkItemStatusChip } from '@/entities/work-item';
import { useMoveWorkItem } from '../api/move-work-item';
import { columnsOf } from '../lib/board-order';
import { WorkItemCard } from './work-item-card';

interface KanbanBoardProps {
  board: WorkItemBoard;
  boardKey: QueryKey;
  canMove: (item: WorkItemSummary) => boolean;
  moveRefusal: (item: WorkItemSummary, status: WorkItemStatus) => string | null;
  showEngagement: boolean;
  onShowMore: () => void;
  isFetching: boolean;
}

/** Done and Rejected end a request's life: a drop there (easy to do by accident on a phone) asks first. */
export function confirmMove(item: WorkItemSummary, status: WorkItemStatus) {
  if (status === 'Done') {
    return {
      title: `Mark “${item.name}” as done?`,
      description: 'It moves to Done and its requester is told.',
      confirmLabel: 'Move to Done',
    };
  }
  if (status === 'Rejected') {
    return {
      title: `Reject “${item.name}”?`,
      description: 'It moves to Rejected and its requester is told. You can move it back.',
      confirmLabel: 'Reject',
    };
  }
  return null;
}

export const NOT_MOVABLE = 'Only the requester, the assignee or an admin can move this card.';

/** The work-item board on the board kit: a column per status, moves saved with the card's neighbours. */
export function KanbanBoard({ board, boardKey, canMove, moveRefusal, ...rest }: KanbanBoardProps) {
  const { showEngagement, onShowMore, isFetching } = rest;
  const move = useMoveWorkItem(boardKey);
  return (
    <Board
      columns={columnsOf(board)}
      columnLabel={(status) => status}
      renderColumnHeader={(column) => <WorkItemStatusChip status={column.id} />}
      renderColumnFooter={(column) =>
        column.total > column.items.length ? (
          <Button variant="ghost" size="sm" className="w-full" disabled={isFetching} onClick={onShowMore}>
            Show more ({column.total - column.items.length} more)
          </Button>
        ) : null
      }
      cardLabel={(item) => item.name}
      renderCard={(item) => <WorkItemCard item={item} showEngagement={showEngagement} />}
      renderOverlay={(item) => (
        <>
          <p className="font-medium">{item.name}</p>
          <div className="mt-2">
            <PriorityChip priority={item.priority} />
          </div>
        </>
      )}
      canMove={canMove}
      moveRefusal={moveRefusal}
      lockedReason={NOT_MOVABLE}
      onMove={(to, item) => move.mutateAsync({ id: to.id, version: item.version, status: to.column, index: to.index })}
      confirmMove={confirmMove}
      emptyColumnText="No items. Drop a card here."
      isBusy={isFetching}
    />
  );
}
