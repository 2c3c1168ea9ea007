import type { WorkItemComment } from '@praxis/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { workItemsApi } from './client';
import type { Page } from '../lib/page';
import { workItemKeys } from '../lib/work-item-keys';

export const COMMENTS_PAGE_SIZE = 100;

/** GET /api/work-items/{id}/comments, oldest first. */
export function listWorkItemComments(id: string, signal?: AbortSignal): Promise<Page<WorkItemComment>> {
  return ok(
    workItemsApi['work-items'][':id'].comments.$get(
      { param: { id }, query: { pageSize: COMMENTS_PAGE_SIZE } },
      { init: { signal } },
    ),
  );
}

export function workItemCommentsQueryOptions(id: string) {
  return queryOptions({
    queryKey: workItemKeys.comments(id),
    queryFn: ({ signal }) => listWorkItemComments(id, signal),
  });
}

export function useWorkItemComments(id: string) {
  return useQuery(workItemCommentsQueryOptions(id));
}
