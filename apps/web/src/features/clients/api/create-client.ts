import type { ClientCreate } from '@praxis/shared';
import { ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { clientsApi } from './client';
import { clientKeys } from './keys';

/** POST /api/clients (clients.manage). */
export function createClient(input: ClientCreate) {
  return ok(clientsApi.clients.$post({ json: input }));
}

export function useCreateClient() {
  return useRefreshingMutation(createClient, () => [clientKeys.lists()]);
}
