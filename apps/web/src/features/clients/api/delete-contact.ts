import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientContact } from '@praxis/shared';
import { ifMatch, ok } from '@/lib/typed-client';
import { clientsApi } from './client';
import { clientKeys } from './keys';

/** DELETE /api/client-contacts/{id} with If-Match (client_contacts.manage). */
export function deleteContact(contact: ClientContact) {
  return ok(
    clientsApi['client-contacts'][':id'].$delete({ param: { id: contact.id }, header: ifMatch(contact.version) }),
  );
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSettled: (_data, _error, contact) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientKeys.contacts(contact.client_id) }),
        queryClient.invalidateQueries({ queryKey: clientKeys.lists() }),
      ]),
  });
}
