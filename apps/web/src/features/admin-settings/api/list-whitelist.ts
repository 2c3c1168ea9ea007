import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WhitelistEntry } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { settingsKeys, toSearch, type Page } from './keys';

export const WHITELIST_PAGE_SIZE = 50;

/** GET /api/admin-whitelist: emails whose users see the admin toolbar. */
export function listWhitelist(q: string, page: number, signal?: AbortSignal) {
  return apiFetch<Page<WhitelistEntry>>(`/api/admin-whitelist${toSearch({ q, page, pageSize: WHITELIST_PAGE_SIZE })}`, {
    signal,
  });
}

export const whitelistQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: settingsKeys.whitelist(q, page),
    queryFn: ({ signal }) => listWhitelist(q, page, signal),
    placeholderData: keepPreviousData,
  });

export function useWhitelist(q: string, page: number) {
  return useQuery(whitelistQueryOptions(q, page));
}
