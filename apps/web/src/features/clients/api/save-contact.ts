import type { ClientContact, ClientContactInput, ClientContactUpdate } from '@praxis/shared';
import { ifMatch, ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { clientsApi } from './client';
import { afterContactChange } from './keys';

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
  return useRefreshingMutation(saveContact, ({ clientId }) => afterContactChange(clientId), { when: 'settled' });
}
