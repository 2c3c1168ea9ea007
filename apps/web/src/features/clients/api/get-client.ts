import { useQuery } from '@tanstack/react-query';
import { queryOptionsById } from '@/lib/query-by-id';
import { ok } from '@/lib/typed-client';
import { clientsApi } from './client';
import { clientKeys } from './keys';

/** GET /api/clients/{id}. */
export function getClient(id: string, signal?: AbortSignal) {
  return ok(clientsApi.clients[':id'].$get({ param: { id } }, { init: { signal } }));
}

export const clientQueryOptions = queryOptionsById(clientKeys.detail, getClient);

export function useClient(id: string) {
  return useQuery(clientQueryOptions(id));
}
