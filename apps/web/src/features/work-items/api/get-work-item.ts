import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkItemDetail } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { workItemKeys } from '../lib/work-item-keys';

/** GET /api/work-items/{id}: the item page's record (its version goes back in If-Match on writes). */
export function getWorkItem(id: string, signal?: AbortSignal): Promise<WorkItemDetail> {
  return apiFetch<WorkItemDetail>(`/api/work-items/${encodeURIComponent(id)}`, { signal });
}

export function workItemQueryOptions(id: string) {
  return queryOptions({ queryKey: workItemKeys.detail(id), queryFn: ({ signal }) => getWorkItem(id, signal) });
}

export function useWorkItem(id: string) {
  return useQuery(workItemQueryOptions(id));
}
