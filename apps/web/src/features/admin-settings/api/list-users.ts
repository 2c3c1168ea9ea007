import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserWithRoles } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { settingsKeys, toSearch, type Page } from './keys';

export const USERS_PAGE_SIZE = 25;

/** GET /api/users: sign-in accounts with their primary and additional roles. */
export function listUsers(q: string, page: number, signal?: AbortSignal) {
  return apiFetch<Page<UserWithRoles>>(`/api/users${toSearch({ q, page, pageSize: USERS_PAGE_SIZE })}`, { signal });
}

export const usersQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: settingsKeys.users(q, page),
    queryFn: ({ signal }) => listUsers(q, page, signal),
    placeholderData: keepPreviousData,
  });

export function useUsers(q: string, page: number) {
  return useQuery(usersQueryOptions(q, page));
}
