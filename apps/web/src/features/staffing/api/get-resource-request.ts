import { useQuery } from '@tanstack/react-query';
import type { ResourceRequest, ResourceRequestHistory } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { staffingKeys } from './keys';

export const getResourceRequest = (id: string, signal?: AbortSignal) =>
  apiFetch<ResourceRequest>(`/api/resource-requests/${encodeURIComponent(id)}`, { signal });

export const useResourceRequest = (id: string | undefined) =>
  useQuery({
    queryKey: staffingKeys.request(id ?? ''),
    queryFn: ({ signal }) => getResourceRequest(id ?? '', signal),
    enabled: !!id,
  });

export const useRequestHistory = (id: string) =>
  useQuery({
    queryKey: staffingKeys.history(id),
    queryFn: ({ signal }) =>
      apiFetch<ResourceRequestHistory[]>(`/api/resource-requests/${encodeURIComponent(id)}/history`, { signal }),
  });
