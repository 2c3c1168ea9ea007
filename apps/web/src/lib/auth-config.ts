import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthConfig } from '@praxis/shared';
import type { systemRouter } from '@praxis/api/system/system.routes';
import { moduleClient, ok } from '@/lib/typed-client';

const systemApi = moduleClient<typeof systemRouter>();

/** GET /api/auth-config (public): which single sign-on provider /login offers, and whether e-mail is on. */
export function getAuthConfig(signal?: AbortSignal): Promise<AuthConfig> {
  return ok(systemApi['auth-config'].$get({}, { init: { signal } }));
}

export function authConfigQueryOptions() {
  return queryOptions({
    queryKey: ['auth-config'],
    queryFn: ({ signal }) => getAuthConfig(signal),
    // Server configuration: it does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions());
}
