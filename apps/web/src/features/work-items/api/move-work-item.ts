import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { WorkItemBoard, WorkItemDetail } from '@praxis/shared';
import { apiFetch, isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { applyMove, type BoardMove, type Placement } from '../lib/board-order';
import { workItemKeys } from '../lib/work-item-keys';

/** POST /api/work-items/{id}/move: a status column and the neighbours the card was dropped between. */
export function moveWorkItem(id: string, version: number, placement: Placement): Promise<WorkItemDetail> {
  return apiFetch<WorkItemDetail>(`/api/work-items/${encodeURIComponent(id)}/move`, {
    method: 'POST',
    json: placement,
    headers: { 'If-Match': `"${version}"` },
  });
}

interface MoveVariables extends BoardMove {
  version: number;
}

/**
 * A board drag: the card moves at once (optimistic), the server is told, and on failure the board rolls back with
 * a toast. A 409 means someone else changed the board: it is refetched.
 */
export function useMoveWorkItem(boardKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, version, status, index }: MoveVariables) => {
      const board = queryClient.getQueryData<WorkItemBoard>(boardKey);
      const moved = board ? applyMove(board, { id, status, index }) : null;
      if (!moved) throw new Error('That card is no longer on the board.');
      return moveWorkItem(id, version, moved.placement);
    },
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey: boardKey });
      const previous = queryClient.getQueryData<WorkItemBoard>(boardKey);
      const moved = previous ? applyMove(previous, move) : null;
      if (moved) queryClient.setQueryData(boardKey, moved.board);
      return { previous };
    },
    onError: (error, _move, context) => {
      if (context?.previous) queryClient.setQueryData(boardKey, context.previous);
      if (isApiError(error) && error.status === 409) {
        toast.error('The board changed while you were moving that card. It has been refreshed; try again.');
      } else {
        toast.error(`Could not move the card. ${error instanceof Error ? error.message : ''}`.trim());
      }
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
    onSettled: (_item, error) => {
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
