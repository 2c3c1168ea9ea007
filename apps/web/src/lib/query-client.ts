import { QueryCache, QueryClient, MutationCache } from '@tanstack/react-query';
import { QUERY_GC_MS, QUERY_RETRY_COUNT, QUERY_RETRY_MAX_DELAY_MS } from '@praxis/shared';
import { isApiError, isUnauthenticated } from './api-client';
import { endSession, isSessionQuery } from './session';

/** Failed reads retry 3 times (docs/product.md §9) — unless the API said the request itself is wrong (4xx). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.isClientError) return false;
  return failureCount < QUERY_RETRY_COUNT;
}

/** Exponential backoff: 1 s, 2 s, 4 s … capped at 30 s (docs/product.md §9). */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, QUERY_RETRY_MAX_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  // A 401 from any call means the session ended (expired, revoked, signed out in another tab): drop the signed-out
  // user's data at once; the route guard then sends them to /login and back here afterwards.
  const onError = (error: unknown, queryKey?: readonly unknown[]) => {
    if (isUnauthenticated(error) && !(queryKey && isSessionQuery(queryKey))) endSession(queryClient);
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.queryKey) }),
    mutationCache: new MutationCache({ onError: (error) => onError(error) }),
    defaultOptions: {
      queries: { gcTime: QUERY_GC_MS, retry: shouldRetry, retryDelay },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
