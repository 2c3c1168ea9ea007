import type { ClientListQuery } from '@praxis/shared';

/** Query keys of the clients feature; mutations invalidate the narrowest keys that changed. */
export const clientKeys = {
  all: ['clients'] as const,
  lists: () => [...clientKeys.all, 'list'] as const,
  list: (query: Partial<ClientListQuery> & { page: number }) => [...clientKeys.lists(), query] as const,
  detail: (id: string) => [...clientKeys.all, 'detail', id] as const,
  contacts: (id: string) => [...clientKeys.detail(id), 'contacts'] as const,
  engagements: (id: string) => [...clientKeys.detail(id), 'engagements'] as const,
  ownerOptions: () => [...clientKeys.all, 'owner-options'] as const,
};

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export function toSearch(values: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
