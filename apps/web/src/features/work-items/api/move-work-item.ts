import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { WorkItemBoard, WorkItemDetail } from '@praxis/shared';
import { useBoardMove } from '@/components/board';
import { ifMatch, ok } from '@/lib/typed-client';
import { workItemsApi } from './client';
import { applyMove, type BoardMove, type Placement } from '../lib/board-order';
import { workItemKeys } from '../lib/work-item-keys';

/** POST /api/work-items/{id}/move: a status column and the neighbours the card was dropped between. */
export function moveWorkItem(id: string, version: number, placement: Placement): Promise<WorkItemDetail> {
  return ok(workItemsApi['work-items'][':id'].move.$post({ param: { id }, json: placement, header: ifMatch(version) }));
}

interface MoveVariables extends BoardMove {
  version: number;
}

/**
 * A board drag on the board kit's optimistic move: the card moves at once, the server is told the neighbours it was
 * dropped between, and on failure the board rolls back with a toast (a 409 refetches it).
 */
export function useMoveWorkItem(boardKey: QueryKey) {
  const queryClient = useQueryClient();
  return useBoardMove<WorkItemBoard, MoveVariables, WorkItemDetail>({
    boardKey,
    apply: (board, move) => applyMove(board, move)?.board ?? null,
    send: ({ id, version, status, index }, board) => {
      const moved = applyMove(board, { id, status, index });
      if (!moved) return Promise.reject(new Error('That card is no longer on the board.'));
      return moveWorkItem(id, version, moved.placement);
    },
    onSuccess: (item) => {
      // The card now carries its new version, so the next drag of it is not stale.
      queryClient.setQueryData<WorkItemBoard>(boardKey, (board) =>
        board
          ? {
              ...board,
              columns: board.columns.map((column) => ({
                ...column,
                items: column.items.map((card) =>
                  card.id === item.id ? { ...card, version: item.version, position: item.position } : card,
                ),
              })),
            }
          : board,
      );
      queryClient.setQueryData(workItemKeys.detail(item.id), item);
    },
    onSettled: (error) => {
      void queryClient.invalidateQueries({ queryKey: workItemKeys.lists() });
      if (error) void queryClient.invalidateQueries({ queryKey: workItemKeys.boards() });
    },
  });
}

/** The item page's status select: the card goes to the bottom of the new column. */
export function useChangeWorkItemStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, status }: { version: number; status: Placement['status'] }) =>
      moveWorkItem(id, version, { status, before_id: null, after_id: null }),
    onSuccess: (item) => {
      queryClient.setQueryData(workItemKeys.detail(id), item);
      void queryClient.invalidateQueries({ queryKey: workItemKeys.all });
    },
  });
}
