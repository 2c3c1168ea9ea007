import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkItemComment } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import type { Page } from '../lib/page';
import { workItemKeys } from '../lib/work-item-keys';

export const COMMENTS_PAGE_SIZE = 100;

/** GET /api/work-items/{id}/comments, oldest first. */
export function listWorkItemComments(id: string, signal?: AbortSignal): Promise<Page<WorkItemComment>> {
  return apiFetch<Page<WorkItemComment>>(
    `/api/work-items/${encodeURIComponent(id)}/comments?pageSize=${COMMENTS_PAGE_SIZE}`,
    { signal },
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
