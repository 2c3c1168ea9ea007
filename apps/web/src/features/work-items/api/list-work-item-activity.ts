import type { WorkItemActivity } from '@praxis/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { workItemsApi } from './client';
import type { Page } from '../lib/page';
import { workItemKeys } from '../lib/work-item-keys';

/** GET /api/work-items/{id}/activity: the audit trail, newest first. */
export function listWorkItemActivity(id: string, signal?: AbortSignal): Promise<Page<WorkItemActivity>> {
  return ok(
    workItemsApi['work-items'][':id'].activity.$get({ param: { id }, query: { pageSize: 100 } }, { init: { signal } }),
  );
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
