import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResourceRequestCreate, ResourceRequestUpdate } from '@praxis/shared';
import { ifMatch, ok } from '@/lib/typed-client';
import { resourceRequestsApi } from './client';
import { staffingKeys } from './keys';

export const createResourceRequest = (input: ResourceRequestCreate) => ok(resourceRequestsApi.$post({ json: input }));

export const updateResourceRequest = (id: string, version: number, patch: ResourceRequestUpdate) =>
  ok(resourceRequestsApi[':id'].$patch({ param: { id }, json: patch, header: ifMatch(version) }));

export function useCreateResourceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createResourceRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffingKeys.all }),
  });
}

export function useUpdateResourceRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, patch }: { version: number; patch: ResourceRequestUpdate }) =>
      updateResourceRequest(id, version, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffingKeys.all }),
  });
}
