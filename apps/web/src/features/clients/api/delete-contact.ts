import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientContact } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { clientKeys } from './keys';

/** DELETE /api/client-contacts/{id} with If-Match (client_contacts.manage). */
export function deleteContact(contact: ClientContact) {
  return apiFetch<undefined>(`/api/client-contacts/${encodeURIComponent(contact.id)}`, {
    method: 'DELETE',
    headers: { 'If-Match': `"${contact.version}"` },
  });
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
