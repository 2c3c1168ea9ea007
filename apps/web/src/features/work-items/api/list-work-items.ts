import type { WorkItemSummary } from '@praxis/shared';
import { useQuery } from '@tanstack/react-query';
import { okJson } from '@/lib/typed-client';
import { pagedQueryOptions } from '@/lib/paged-query';
import { toFilterQuery, workItemsApi } from './client';
import type { Page } from '../lib/page';
import { workItemKeys, type ListParams } from '../lib/work-item-keys';

/** GET /api/work-items: a filtered, sorted page (mine=true for the caller's own requests). */
export function listWorkItems(params: ListParams, signal?: AbortSignal): Promise<Page<WorkItemSummary>> {
  return okJson(workItemsApi['work-items'].$get({ query: toFilterQuery(params) }, { init: { signal } }));
}

export function workItemsQueryOptions(params: ListParams) {
  return pagedQueryOptions(workItemKeys.list(params), (signal) => listWorkItems(params, signal));
}

export function useWorkItems(params: ListParams) {
  return useQuery(workItemsQueryOptions(params));
}
