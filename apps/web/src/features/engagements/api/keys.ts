import type { EngagementListQuery } from '@praxis/shared';

/** Query keys of the engagements feature; mutations invalidate the narrowest keys that changed. */
export const engagementKeys = {
  all: ['engagements'] as const,
  lists: () => [...engagementKeys.all, 'list'] as const,
  list: (query: Partial<EngagementListQuery> & { page: number }) => [...engagementKeys.lists(), query] as const,
  overview: () => [...engagementKeys.all, 'overview'] as const,
  roles: () => [...engagementKeys.all, 'roles'] as const,
  detail: (id: string) => [...engagementKeys.all, 'detail', id] as const,
  team: (id: string) => [...engagementKeys.detail(id), 'team'] as const,
  requests: (id: string, page: number) => [...engagementKeys.detail(id), 'requests', page] as const,
  clientOptions: () => [...engagementKeys.all, 'client-options'] as const,
  consultantOptions: (q: string) => [...engagementKeys.all, 'consultant-options', q] as const,
};

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** `?a=1&b=2` from the defined values only. */
export function toSearch(values: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
