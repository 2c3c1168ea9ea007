import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Client } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { engagementKeys, type Page } from './keys';

export interface ClientOption {
  id: string;
  name: string;
}

/** GET /api/clients (first 200 by name): the clients an engagement can belong to or be filtered by. */
export async function listClientOptions(signal?: AbortSignal): Promise<ClientOption[]> {
  const page = await apiFetch<Page<Client>>('/api/clients?pageSize=200&sort=name', { signal });
  return page.items.map(({ id, name }) => ({ id, name }));
}

export const clientOptionsQueryOptions = () =>
  queryOptions({
    queryKey: engagementKeys.clientOptions(),
    queryFn: ({ signal }) => listClientOptions(signal),
    staleTime: 60_000,
  });

export function useClientOptions() {
  return useQuery(clientOptionsQueryOptions());
}
