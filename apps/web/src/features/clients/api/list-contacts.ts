import { useQuery } from '@tanstack/react-query';
import { queryOptionsById } from '@/lib/query-by-id';
import { okJson } from '@/lib/typed-client';
import { clientsApi } from './client';
import { clientKeys } from './keys';

/** GET /api/clients/{id}/contacts: primary first. */
export function listContacts(clientId: string, signal?: AbortSignal) {
  return okJson(clientsApi.clients[':id'].contacts.$get({ param: { id: clientId }, query: {} }, { init: { signal } }));
}

export const contactsQueryOptions = queryOptionsById(clientKeys.contacts, listContacts);

export function useContacts(clientId: string) {
  return useQuery(contactsQueryOptions(clientId));
}
