import type { WorkItemDetail } from '@praxis/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { workItemsApi } from './client';
import { workItemKeys } from '../lib/work-item-keys';

/** GET /api/work-items/{id}: the item page's record (its version goes back in If-Match on writes). */
export function getWorkItem(id: string, signal?: AbortSignal): Promise<WorkItemDetail> {
  return ok(workItemsApi['work-items'][':id'].$get({ param: { id } }, { init: { signal } }));
}

export function workItemQueryOptions(id: string) {
  return queryOptions({ queryKey: workItemKeys.detail(id), queryFn: ({ signal }) => getWorkItem(id, signal) });
}

export function useWorkItem(id: string) {
  return useQuery(workItemQueryOptions(id));
}
