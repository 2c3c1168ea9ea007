import type { WorkItemBoard, WorkItemStatus, WorkItemSummary } from '@praxis/shared';

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

/**
 * Applies a move to a board (as the optimistic update does) and tells which cards end up right above and right
 * below the moved one — what the server needs to place it with one row written.
 */
export function applyMove(
  board: WorkItemBoard,
  move: BoardMove,
): { board: WorkItemBoard; placement: Placement } | null {
  const source = board.columns.find((column) => column.items.some((item) => item.id === move.id));
  const card = source?.items.find((item) => item.id === move.id);
  if (!source || !card) return null;
  const columns = board.columns.map((column) => {
    const without = column.items.filter((item) => item.id !== move.id);
    const isSource = column.status === source.status;
    const isTarget = column.status === move.status;
    if (!isSource && !isTarget) return column;
    if (!isTarget) return { ...column, items: without, total: column.total - 1 };
    const index = Math.max(0, Math.min(move.index, without.length));
    const moved: WorkItemSummary = { ...card, status: move.status };
    const items = [...without.slice(0, index), moved, ...without.slice(index)];
    return { ...column, items, total: isSource ? column.total : column.total + 1 };
  });
  const target = columns.find((column) => column.status === move.status);
  const at = target?.items.findIndex((item) => item.id === move.id) ?? -1;
  const above = at > 0 ? target?.items[at - 1] : undefined;
  const below = target?.items[at + 1];
  return {
    board: { ...board, columns },
    placement: { status: move.status, before_id: above?.id ?? null, after_id: below?.id ?? null },
  };
}

/** Where a card sits now: its column and index. */
export function locate(board: WorkItemBoard, id: string): { status: WorkItemStatus; index: number } | null {
  for (const column of board.columns) {
    const index = column.items.findIndex((item) => item.id === id);
    if (index >= 0) return { status: column.status, index };
  }
  return null;
}
