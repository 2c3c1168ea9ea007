import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkItemBoard } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { toSearch, workItemKeys, type BoardParams } from '../lib/work-item-keys';

/** GET /api/work-items/board: every status column with its first `limit` cards and its total. */
export function getWorkItemBoard(params: BoardParams, signal?: AbortSignal): Promise<WorkItemBoard> {
  return apiFetch<WorkItemBoard>(`/api/work-items/board${toSearch(params)}`, { signal });
}

export function workItemBoardQueryOptions(params: BoardParams) {
  return queryOptions({
    queryKey: workItemKeys.board(params),
    queryFn: ({ signal }) => getWorkItemBoard(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useWorkItemBoard(params: BoardParams) {
  return useQuery(workItemBoardQueryOptions(params));
}
