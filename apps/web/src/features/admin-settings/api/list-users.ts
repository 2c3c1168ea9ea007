import { useQuery } from '@tanstack/react-query';
import { okJson } from '@/lib/typed-client';
import { pagedQueryOptions } from '@/lib/paged-query';
import { usersApi } from './client';
import { settingsKeys } from './keys';

export const USERS_PAGE_SIZE = 25;

/** GET /api/users: sign-in accounts with their primary and additional roles. */
export function listUsers(q: string, page: number, signal?: AbortSignal) {
  return okJson(usersApi.users.$get({ query: { q, page, pageSize: USERS_PAGE_SIZE } }, { init: { signal } }));
}

export const usersQueryOptions = (q: string, page: number) =>
  pagedQueryOptions(settingsKeys.users(q, page), (signal) => listUsers(q, page, signal));

export function useUsers(q: string, page: number) {
  return useQuery(usersQueryOptions(q, page));
}
