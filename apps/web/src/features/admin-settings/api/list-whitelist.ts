import { useQuery } from '@tanstack/react-query';
import { okJson } from '@/lib/typed-client';
import { pagedQueryOptions } from '@/lib/paged-query';
import { usersApi } from './client';
import { settingsKeys } from './keys';

export const WHITELIST_PAGE_SIZE = 50;

/** GET /api/admin-whitelist: emails whose users see the admin toolbar. */
export function listWhitelist(q: string, page: number, signal?: AbortSignal) {
  return okJson(
    usersApi['admin-whitelist'].$get({ query: { q, page, pageSize: WHITELIST_PAGE_SIZE } }, { init: { signal } }),
  );
}

export const whitelistQueryOptions = (q: string, page: number) =>
  pagedQueryOptions(settingsKeys.whitelist(q, page), (signal) => listWhitelist(q, page, signal));

export function useWhitelist(q: string, page: number) {
  return useQuery(whitelistQueryOptions(q, page));
}
