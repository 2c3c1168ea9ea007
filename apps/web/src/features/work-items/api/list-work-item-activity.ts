import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkItemActivity } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import type { Page } from '../lib/page';
import { workItemKeys } from '../lib/work-item-keys';

/** GET /api/work-items/{id}/activity: the audit trail, newest first. */
export function listWorkItemActivity(id: string, signal?: AbortSignal): Promise<Page<WorkItemActivity>> {
  return apiFetch<Page<WorkItemActivity>>(`/api/work-items/${encodeURIComponent(id)}/activity?pageSize=100`, {
    signal,
  });
}

export function workItemActivityQueryOptions(id: string) {
  return queryOptions({
    queryKey: workItemKeys.activity(id),
    queryFn: ({ signal }) => listWorkItemActivity(id, signal),
  });
}

export function useWorkItemActivity(id: string) {
  return useQuery(workItemActivityQueryOptions(id));
}
