import type { WorkItemBoard, WorkItemStatus, WorkItemSummary } from '@praxis/shared';
import { applyMove as applyBoardMove, locate as locateCard, type BoardColumnData } from '@/components/board';

export interface BoardMove {
  id: string;
  status: WorkItemStatus;
  /** Index in the target column once the card has left its old place. */
  index: number;
}

export interface Placement {
  status: WorkItemStatus;
  before_id: string | null;
  after_id: string | null;
}

/** The work-item board as the board kit's columns (a column per status). */
export const columnsOf = (board: WorkItemBoard): BoardColumnData<WorkItemSummary, WorkItemStatus>[] =>
  board.columns.map(({ status, items, total }) => ({ id: status, items, total }));

/**
 * Applies a move to a board (as the optimistic update does) and tells which cards end up right above and right
 * below the moved one — what the server needs to place it with one row written.
 */
export function applyMove(
  board: WorkItemBoard,
  move: BoardMove,
): { board: WorkItemBoard; placement: Placement } | null {
  const moved = applyBoardMove(
    columnsOf(board),
    { id: move.id, column: move.status, index: move.index },
    (item, status) => ({
      ...item,
      status,
    }),
  );
  if (!moved) return null;
  return {
    board: { ...board, columns: moved.columns.map(({ id, items, total }) => ({ status: id, items, total })) },
    placement: { status: move.status, before_id: moved.placement.beforeId, after_id: moved.placement.afterId },
  };
}

/** Where a card sits now: its column and index. */
export function locate(board: WorkItemBoard, id: string): { status: WorkItemStatus; index: number } | null {
  const found = locateCard(columnsOf(board), id);
  return found ? { status: found.column, index: found.index } : null;
}
