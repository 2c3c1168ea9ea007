import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { engagementsApi } from './client';
import { engagementKeys } from './keys';

/** GET /api/engagements/roles: the five engagement roles, in display order. */
export function listEngagementRoles(signal?: AbortSignal) {
  return ok(engagementsApi.engagements.roles.$get({}, { init: { signal } }));
}

export const engagementRolesQueryOptions = () =>
  queryOptions({
    queryKey: engagementKeys.roles(),
    queryFn: ({ signal }) => listEngagementRoles(signal),
    staleTime: 5 * 60_000,
  });

export function useEngagementRoles() {
  return useQuery(engagementRolesQueryOptions());
}
