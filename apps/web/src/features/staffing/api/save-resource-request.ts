import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResourceRequest, ResourceRequestCreate, ResourceRequestUpdate } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { staffingKeys } from './keys';

export const createResourceRequest = (input: ResourceRequestCreate) =>
  apiFetch<ResourceRequest>('/api/resource-requests', { method: 'POST', json: input });

export const updateResourceRequest = (id: string, version: number, patch: ResourceRequestUpdate) =>
  apiFetch<ResourceRequest>(`/api/resource-requests/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: patch,
    headers: { 'If-Match': `"${version}"` },
  });

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
