import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkItemComment } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { workItemKeys } from '../lib/work-item-keys';

const path = (itemId: string, commentId: string) =>
  `/api/work-items/${encodeURIComponent(itemId)}/comments/${encodeURIComponent(commentId)}`;

/** PATCH or DELETE one's own comment, with the version read (If-Match). */
export function useEditWorkItemComment(itemId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: workItemKeys.comments(itemId) });
  const edit = useMutation({
    mutationFn: ({ comment, body }: { comment: WorkItemComment; body: string }) =>
      apiFetch<WorkItemComment>(path(itemId, comment.id), {
        method: 'PATCH',
        json: { body },
        headers: { 'If-Match': `"${comment.version}"` },
      }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (comment: WorkItemComment) =>
      apiFetch<undefined>(path(itemId, comment.id), {
        method: 'DELETE',
        headers: { 'If-Match': `"${comment.version}"` },
      }),
    onSettled: refresh,
  });
  return { edit, remove };
}
