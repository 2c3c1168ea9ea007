import type { WorkItemComment } from '@praxis/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { workItemsApi } from './client';
import { workItemKeys } from '../lib/work-item-keys';

/** POST /api/work-items/{id}/comments. */
export function addWorkItemComment(id: string, body: string): Promise<WorkItemComment> {
  return ok(workItemsApi['work-items'][':id'].comments.$post({ param: { id }, json: { body } }));
}

export function useAddWorkItemComment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => addWorkItemComment(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workItemKeys.comments(id) }),
  });
}
