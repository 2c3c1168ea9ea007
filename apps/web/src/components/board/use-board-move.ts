import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

interface BoardMoveOptions<TBoard, TMove, TResult> {
  /** The board's query: moved at once in the cache, put back if the server refuses. */
  boardKey: QueryKey;
  /** The board after the move, or null when the card is no longer there. */
  apply: (board: TBoard, move: TMove) => TBoard | null;
  /** Tells the server; `board` is the cached board, the move already applied (apply again to read where it went). */
  send: (move: TMove, board: TBoard) => Promise<TResult>;
  onSuccess?: (result: TResult) => void;
  onSettled?: (error: unknown) => void;
}

/**
 * A board drag, optimistic: the card moves at once, the server is told, and on failure the board rolls back with a
 * toast. A 409 means someone else changed the board meanwhile: the caller's onSettled refetches it.
 */
export function useBoardMove<TBoard, TMove, TResult>(options: BoardMoveOptions<TBoard, TMove, TResult>) {
  const { boardKey, apply, send } = options;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: TMove) => {
      const board = queryClient.getQueryData<TBoard>(boardKey);
      if (board === undefined) throw new Error('That card is no longer on the board.');
      return send(move, board);
    },
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey: boardKey });
      const previous = queryClient.getQueryData<TBoard>(boardKey);
      const moved = previous === undefined ? null : apply(previous, move);
      if (moved) queryClient.setQueryData(boardKey, moved);
      return { previous };
    },
    onError: (error, _move, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData(boardKey, context.previous);
      if (isApiError(error) && error.status === 409) {
        toast.error('The board changed while you were moving that card. It has been refreshed; try again.');
      } else {
        toast.error(`Could not move the card. ${error instanceof Error ? error.message : ''}`.trim());
      }
    },
    onSuccess: options.onSuccess,
    onSettled: (_result, error) => options.onSettled?.(error),
  });
}
