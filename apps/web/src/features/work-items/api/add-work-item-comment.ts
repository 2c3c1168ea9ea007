import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkItemComment } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { workItemKeys } from '../lib/work-item-keys';

/** POST /api/work-items/{id}/comments. */
export function addWorkItemComment(id: string, body: string): Promise<WorkItemComment> {
  return apiFetch<WorkItemComment>(`/api/work-items/${encodeURIComponent(id)}/comments`, {
    method: 'POST',
    json: { body },
  });
}

export function useAddWorkItemComment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => addWorkItemComment(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workItemKeys.comments(id) }),
  });
}
