import type { ClientListQuery } from '@praxis/shared';
import { clientKeys as resource } from '@/entities/client';
import { consultantKeys } from '@/entities/consultant';

/** Query keys of the clients feature, in the one key tree of the resource (entities/client). */
export const clientKeys = {
  ...resource,
  list: (query: Partial<ClientListQuery> & { page: number }) => [...resource.lists(), query] as const,
  detail: (id: string) => [...resource.all, 'detail', id] as const,
  contacts: (id: string) => [...clientKeys.detail(id), 'contacts'] as const,
  engagements: (id: string) => [...clientKeys.detail(id), 'engagements'] as const,
  /** Account owners are consultants: their list refreshes when a consultant is created. */
  ownerOptions: () => [...consultantKeys.lists(), 'owner-options'] as const,
};

/** What a change to a client's contacts makes stale: its contacts, and every client list. */
export const afterContactChange = (clientId: string) => [clientKeys.contacts(clientId), clientKeys.lists()];

export { toSearch, type Page } from '@/lib/list-query';
