import type { ClientContact } from '@praxis/shared';
import { ifMatch, ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { clientsApi } from './client';
import { afterContactChange } from './keys';

/** DELETE /api/client-contacts/{id} with If-Match (client_contacts.manage). */
export function deleteContact(contact: ClientContact) {
  return ok(
    clientsApi['client-contacts'][':id'].$delete({ param: { id: contact.id }, header: ifMatch(contact.version) }),
  );
}

export function useDeleteContact() {
  return useRefreshingMutation(deleteContact, (contact) => afterContactChange(contact.client_id), { when: 'settled' });
}
