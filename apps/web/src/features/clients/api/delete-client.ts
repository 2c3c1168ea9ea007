import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client } from '@praxis/shared';
import { ifMatch, ok } from '@/lib/typed-client';
import { clientsApi } from './client';
import { clientKeys } from './keys';

/** DELETE /api/clients/{id} with If-Match (clients.manage); 409 while the client still has engagements. */
export function deleteClient(client: Pick<Client, 'id' | 'version'>) {
  return ok(clientsApi.clients[':id'].$delete({ param: { id: client.id }, header: ifMatch(client.version) }));
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: (_data, client) => {
      // Gone: drop its cached detail (and contacts, engagements) rather than refetch it into a 404.
      queryClient.removeQueries({ queryKey: clientKeys.detail(client.id) });
      return queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
    },
    // A 409 means it has engagements (or changed): show what the server has now.
    onError: (_error, client) => queryClient.invalidateQueries({ queryKey: clientKeys.detail(client.id) }),
  });
}
