import { useQuery } from '@tanstack/react-query';
import type { ClientListQuery } from '@praxis/shared';
import { okJson } from '@/lib/typed-client';
import { pagedQueryOptions } from '@/lib/paged-query';
import { clientsApi } from './client';
import { clientKeys } from './keys';

export const CLIENTS_PAGE_SIZE = 24;
export type ClientListParams = Partial<ClientListQuery> & { page: number };

/** GET /api/clients: searched, filtered and paginated by the server, with active engagement counts. */
export function listClients(query: ClientListParams, signal?: AbortSignal) {
  return okJson(clientsApi.clients.$get({ query: { ...query, pageSize: CLIENTS_PAGE_SIZE } }, { init: { signal } }));
}

export const clientsQueryOptions = (query: ClientListParams) =>
  pagedQueryOptions(clientKeys.list(query), (signal) => listClients(query, signal));

export function useClients(query: ClientListParams) {
  return useQuery(clientsQueryOptions(query));
}
