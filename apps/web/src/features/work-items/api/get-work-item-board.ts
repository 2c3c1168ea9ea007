import type { WorkItemBoard } from '@praxis/shared';
import { useQuery } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { pagedQueryOptions } from '@/lib/paged-query';
import { toFilterQuery, workItemsApi } from './client';
import { workItemKeys, type BoardParams } from '../lib/work-item-keys';

/** GET /api/work-items/board: every status column with its first `limit` cards and its total. */
export function getWorkItemBoard(params: BoardParams, signal?: AbortSignal): Promise<WorkItemBoard> {
  return ok(workItemsApi['work-items'].board.$get({ query: toFilterQuery(params) }, { init: { signal } }));
}

export function workItemBoardQueryOptions(params: BoardParams) {
  return pagedQueryOptions(workItemKeys.board(params), (signal) => getWorkItemBoard(params, signal));
}

export function useWorkItemBoard(params: BoardParams) {
  return useQuery(workItemBoardQueryOptions(params));
}
