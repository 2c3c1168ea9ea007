import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkItemComment } from '@praxis/shared';
import { ifMatch, ok } from '@/lib/typed-client';
import { workItemsApi } from './client';
import { workItemKeys } from '../lib/work-item-keys';

const commentOf = (itemId: string, commentId: string) => ({ param: { id: itemId, commentId } });

/** PATCH or DELETE one's own comment, with the version read (If-Match). */
export function useEditWorkItemComment(itemId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: workItemKeys.comments(itemId) });
  const edit = useMutation({
    mutationFn: ({ comment, body }: { comment: WorkItemComment; body: string }) =>
      ok(
        workItemsApi['work-items'][':id'].comments[':commentId'].$patch({
          ...commentOf(itemId, comment.id),
          json: { body },
          header: ifMatch(comment.version),
        }),
      ),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (comment: WorkItemComment) =>
      ok(
        workItemsApi['work-items'][':id'].comments[':commentId'].$delete({
          ...commentOf(itemId, comment.id),
          header: ifMatch(comment.version),
        }),
      ),
    onSettled: refresh,
  });
  return { edit, remove };
}
