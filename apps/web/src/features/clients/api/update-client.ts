import type { Client, ClientUpdate } from '@praxis/shared';
import { ifMatch, ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { clientsApi } from './client';
import { clientKeys } from './keys';

export interface UpdateClientInput {
  client: Pick<Client, 'id' | 'version'>;
  input: ClientUpdate;
}

/** PATCH /api/clients/{id} with If-Match of the version read (clients.manage); a stale version gets 409. */
export function updateClient({ client, input }: UpdateClientInput) {
  return ok(
    clientsApi.clients[':id'].$patch({ param: { id: client.id }, json: input, header: ifMatch(client.version) }),
  );
}

export function useUpdateClient() {
  return useRefreshingMutation(
    updateClient,
    // Also after a 409: the client changed on the server, so read it again.
    ({ client }) => [{ queryKey: clientKeys.detail(client.id), exact: true }, clientKeys.lists()],
    { when: 'settled', storeAnswerAt: (updated) => clientKeys.detail(updated.id) },
  );
}
