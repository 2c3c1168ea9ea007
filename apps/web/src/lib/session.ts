import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Me } from '@praxis/shared';
import { apiFetch, isUnauthenticated } from './api-client';
import { clearCalendarToken } from './calendar-token';

/**
 * The session as the web sees it: GET /api/session, cached under one key. `null` means signed out;
 * anything else that fails is an error to show, not a sign-out.
 */
export const meQueryKey = ['me'] as const;

/** The session rarely changes under a user; refetching it on every mount would only add requests. */
const SESSION_STALE_MS = 60_000;

export async function fetchMe(signal?: AbortSignal): Promise<Me | null> {
  // GET /api/session answers null rather than 401 when signed out: a signed-out visitor's page (sign-in, a shared
  // plan, an invitation) then logs no failed request in the console.
  try {
    return await apiFetch<Me | null>('/api/session', { signal });
  } catch (error) {
    if (isUnauthenticated(error)) return null;
    throw error;
  }
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => fetchMe(signal),
    staleTime: SESSION_STALE_MS,
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}

/** The signed-in user, for components rendered inside the authenticated shell (the guard guarantees one). */
export function useCurrentUser(): Me {
  const { data } = useMe();
  if (!data) throw new Error('useCurrentUser() is only available inside the signed-in shell.');
  return data;
}

export function isSessionQuery(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === meQueryKey[0];
}

/** Forgets every cached answer that belongs to a user, keeping only the session entry itself. */
export function clearUserData(queryClient: QueryClient): void {
  void queryClient.cancelQueries({ predicate: (query) => !isSessionQuery(query.queryKey) });
  queryClient.removeQueries({ predicate: (query) => !isSessionQuery(query.queryKey) });
}

/** Marks the session as ended (signed out, expired or revoked) and drops the previous user's data. */
export function endSession(queryClient: QueryClient): void {
  // Original §4: sign-out clears the stored calendar token.
  clearCalendarToken();
  clearUserData(queryClient);
  queryClient.setQueryData(meQueryKey, null);
}

/**
 * Loads the session that a successful sign-in or sign-up has just created, starting from an empty cache so nothing
 * of a previous user can show. Resolves with the user, or null if the server did not keep the session.
 */
export async function startSession(queryClient: QueryClient): Promise<Me | null> {
  clearUserData(queryClient);
  return queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
}
