import { queryOptions, useQuery } from '@tanstack/react-query';
import { engagementKeys } from './keys';
import type { clientsRouter } from '@praxis/api/clients/clients.routes';
import { moduleClient, okJson } from '@/lib/typed-client';

const clientsApi = moduleClient<typeof clientsRouter>().clients;

export interface ClientOption {
  id: string;
  name: string;
}

/** GET /api/clients (first 200 by name): the clients an engagement can belong to or be filtered by. */
export async function listClientOptions(signal?: AbortSignal): Promise<ClientOption[]> {
  const page = await okJson(clientsApi.$get({ query: { pageSize: 200, sort: 'name' } }, { init: { signal } }));
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
