import type { CatalogueKind } from '@praxis/shared';

/** Query keys of admin settings; mutations invalidate the list they changed. */
export const settingsKeys = {
  all: ['admin-settings'] as const,
  catalogue: (kind: CatalogueKind, categoryId?: string) =>
    [...settingsKeys.all, 'catalogue', kind, categoryId ?? ''] as const,
  catalogueAll: (kind: CatalogueKind) => [...settingsKeys.all, 'catalogue', kind] as const,
  jobTitles: () => [...settingsKeys.all, 'job-titles'] as const,
  whitelist: (q: string, page: number) => [...settingsKeys.all, 'whitelist', q, page] as const,
  whitelistAll: () => [...settingsKeys.all, 'whitelist'] as const,
  users: (q: string, page: number) => [...settingsKeys.all, 'users', q, page] as const,
  usersAll: () => [...settingsKeys.all, 'users'] as const,
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
