import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientContact } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { clientKeys } from './keys';

/** GET /api/clients/{id}/contacts: primary first. */
export function listContacts(clientId: string, signal?: AbortSignal) {
  return apiFetch<ClientContact[]>(`/api/clients/${encodeURIComponent(clientId)}/contacts`, { signal });
}

export const contactsQueryOptions = (clientId: string) =>
  queryOptions({ queryKey: clientKeys.contacts(clientId), queryFn: ({ signal }) => listContacts(clientId, signal) });

export function useContacts(clientId: string) {
  return useQuery(contactsQueryOptions(clientId));
}
