import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientContact, ClientContactInput, ClientContactUpdate } from '@praxis/shared';
import { ifMatch, ok } from '@/lib/typed-client';
import { clientsApi } from './client';
import { clientKeys } from './keys';

export type SaveContactInput =
  | { clientId: string; contact?: undefined; input: ClientContactInput }
  | { clientId: string; contact: ClientContact; input: ClientContactUpdate };

/**
 * POST /api/clients/{id}/contacts to add, PATCH /api/client-contacts/{id} (If-Match) to change; making a contact
 * primary clears the previous primary on the server.
 */
export function saveContact({ clientId, contact, input }: SaveContactInput) {
  return contact
    ? ok(
        clientsApi['client-contacts'][':id'].$patch({
          param: { id: contact.id },
          json: input,
          header: ifMatch(contact.version),
        }),
      )
    : ok(clientsApi.clients[':id'].contacts.$post({ param: { id: clientId }, json: input }));
}

export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContact,
    onSettled: (_data, _error, { clientId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientKeys.contacts(clientId) }),
        queryClient.invalidateQueries({ queryKey: clientKeys.lists() }),
      ]),
  });
}
