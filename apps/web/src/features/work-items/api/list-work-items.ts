import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkItemSummary } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import type { Page } from '../lib/page';
import { toSearch, workItemKeys, type ListParams } from '../lib/work-item-keys';

/** GET /api/work-items: a filtered, sorted page (mine=true for the caller's own requests). */
export function listWorkItems(params: ListParams, signal?: AbortSignal): Promise<Page<WorkItemSummary>> {
  return apiFetch<Page<WorkItemSummary>>(`/api/work-items${toSearch(params)}`, { signal });
}

export function workItemsQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: workItemKeys.list(params),
    queryFn: ({ signal }) => listWorkItems(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useWorkItems(params: ListParams) {
  return useQuery(workItemsQueryOptions(params));
}
