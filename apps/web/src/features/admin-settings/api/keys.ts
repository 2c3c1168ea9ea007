import type { CatalogueKind } from '@praxis/shared';
import { catalogueKeys } from '@/entities/catalogue';

/** Query keys of admin settings; mutations invalidate the list they changed. */
export const settingsKeys = {
  all: ['admin-settings'] as const,
  // Under the catalogue's own key tree, so a change here also refreshes every catalogue picker.
  catalogue: (kind: CatalogueKind, categoryId?: string) =>
    [...catalogueKeys.lists(kind), 'settings', categoryId ?? ''] as const,
  catalogueAll: (kind: CatalogueKind) => catalogueKeys.all(kind),
  jobTitles: () => [...settingsKeys.all, 'job-titles'] as const,
  whitelist: (q: string, page: number) => [...settingsKeys.all, 'whitelist', q, page] as const,
  whitelistAll: () => [...settingsKeys.all, 'whitelist'] as const,
  users: (q: string, page: number) => [...settingsKeys.all, 'users', q, page] as const,
  usersAll: () => [...settingsKeys.all, 'users'] as const,
};

export { toSearch, type Page } from '@/lib/list-query';
