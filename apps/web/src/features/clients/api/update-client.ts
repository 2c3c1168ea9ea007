import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, ClientUpdate } from '@praxis/shared';
import { ifMatch, ok } from '@/lib/typed-client';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onSuccess: (updated) => queryClient.setQueryData(clientKeys.detail(updated.id), updated),
    // Also after a 409: the client changed on the server, so read it again.
    onSettled: (_data, _error, { client }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientKeys.detail(client.id), exact: true }),
        queryClient.invalidateQueries({ queryKey: clientKeys.lists() }),
      ]),
  });
}
