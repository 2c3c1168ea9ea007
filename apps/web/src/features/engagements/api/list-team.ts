import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Assignment } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { engagementKeys } from './keys';

/** GET /api/engagements/{id}/team: the assignments with role, dates and hours. */
export function listTeam(engagementId: string, signal?: AbortSignal) {
  return apiFetch<Assignment[]>(`/api/engagements/${encodeURIComponent(engagementId)}/team`, { signal });
}

export const teamQueryOptions = (engagementId: string) =>
  queryOptions({
    queryKey: engagementKeys.team(engagementId),
    queryFn: ({ signal }) => listTeam(engagementId, signal),
  });

export function useTeam(engagementId: string) {
  return useQuery(teamQueryOptions(engagementId));
}
