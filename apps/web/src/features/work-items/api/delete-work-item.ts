import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ifMatch, ok } from '@/lib/typed-client';
import { workItemsApi } from './client';
import { workItemKeys } from '../lib/work-item-keys';

/** DELETE /api/work-items/{id}: an admin deletes; the requester withdraws their own while Requested. */
export async function deleteWorkItem(id: string, version: number): Promise<void> {
  await ok(workItemsApi['work-items'][':id'].$delete({ param: { id }, header: ifMatch(version) }));
}

export function useDeleteWorkItem(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => deleteWorkItem(id, version),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: workItemKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: workItemKeys.all });
    },
  });
}
