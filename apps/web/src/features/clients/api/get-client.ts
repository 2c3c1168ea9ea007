import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Client } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { clientKeys } from './keys';

/** GET /api/clients/{id}. */
export function getClient(id: string, signal?: AbortSignal) {
  return apiFetch<Client>(`/api/clients/${encodeURIComponent(id)}`, { signal });
}

export const clientQueryOptions = (id: string) =>
  queryOptions({ queryKey: clientKeys.detail(id), queryFn: ({ signal }) => getClient(id, signal) });

export function useClient(id: string) {
  return useQuery(clientQueryOptions(id));
}
