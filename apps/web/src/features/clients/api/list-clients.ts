import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Client, ClientListQuery } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { clientKeys, toSearch, type Page } from './keys';

export const CLIENTS_PAGE_SIZE = 24;
export type ClientListParams = Partial<ClientListQuery> & { page: number };

/** GET /api/clients: searched, filtered and paginated by the server, with active engagement counts. */
export function listClients(query: ClientListParams, signal?: AbortSignal) {
  return apiFetch<Page<Client>>(`/api/clients${toSearch({ ...query, pageSize: CLIENTS_PAGE_SIZE })}`, { signal });
}

export const clientsQueryOptions = (query: ClientListParams) =>
  queryOptions({
    queryKey: clientKeys.list(query),
    queryFn: ({ signal }) => listClients(query, signal),
    placeholderData: keepPreviousData,
  });

export function useClients(query: ClientListParams) {
  return useQuery(clientsQueryOptions(query));
}
