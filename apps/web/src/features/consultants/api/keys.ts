import type { ConsultantListQuery } from '@praxis/shared';
/** Query keys of the consultants feature; mutations invalidate the narrowest keys that changed. */
export const consultantKeys = {
  all: ['consultants'] as const,
  lists: () => [...consultantKeys.all, 'list'] as const,
  list: (query: ConsultantListQuery) => [...consultantKeys.lists(), query] as const,
  matrix: (query: object) => [...consultantKeys.all, 'matrix', query] as const,
  profile: (id: string) => [...consultantKeys.all, 'profile', id] as const,
  invitation: (id: string) => [...consultantKeys.all, 'invitation', id] as const,
  catalogue: (name: string, scope?: string) => [...consultantKeys.all, 'catalogue', name, scope ?? ''] as const,
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
