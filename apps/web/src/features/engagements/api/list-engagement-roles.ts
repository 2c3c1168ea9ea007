import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EngagementRole } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { engagementKeys } from './keys';

/** GET /api/engagements/roles: the five engagement roles, in display order. */
export function listEngagementRoles(signal?: AbortSignal) {
  return apiFetch<EngagementRole[]>('/api/engagements/roles', { signal });
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
