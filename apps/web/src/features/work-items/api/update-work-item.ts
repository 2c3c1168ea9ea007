import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkItemDetail, WorkItemUpdate } from '@praxis/shared';
import { ifMatch, ok } from '@/lib/typed-client';
import { workItemsApi } from './client';
import { workItemKeys } from '../lib/work-item-keys';

/** PATCH /api/work-items/{id} with the version read earlier; a stale version is 409. */
export function updateWorkItem(id: string, version: number, patch: WorkItemUpdate): Promise<WorkItemDetail> {
  return ok(workItemsApi['work-items'][':id'].$patch({ param: { id }, json: patch, header: ifMatch(version) }));
}

export function useUpdateWorkItem(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, patch }: { version: number; patch: WorkItemUpdate }) => updateWorkItem(id, version, patch),
    onSuccess: (item) => {
      queryClient.setQueryData(workItemKeys.detail(id), item);
      void queryClient.invalidateQueries({ queryKey: workItemKeys.all });
    },
  });
}
