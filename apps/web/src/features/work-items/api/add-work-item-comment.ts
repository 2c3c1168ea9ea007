import type { WorkItemComment } from '@praxis/shared';
import { ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { workItemsApi } from './client';
import { workItemKeys } from '../lib/work-item-keys';

/** POST /api/work-items/{id}/comments. */
export function addWorkItemComment(id: string, body: string): Promise<WorkItemComment> {
  return ok(workItemsApi['work-items'][':id'].comments.$post({ param: { id }, json: { body } }));
}

export function useAddWorkItemComment(id: string) {
  return useRefreshingMutation(
    (body: string) => addWorkItemComment(id, body),
    () => [workItemKeys.comments(id)],
  );
}
