import { queryOptions, useQuery } from '@tanstack/react-query';
import { okJson } from '@/lib/typed-client';
import { engagementsApi } from './client';
import { engagementKeys } from './keys';

/** GET /api/engagements/{id}/team: the assignments with role, dates and hours. */
export function listTeam(engagementId: string, signal?: AbortSignal) {
  return okJson(
    engagementsApi.engagements[':id'].team.$get({ param: { id: engagementId }, query: {} }, { init: { signal } }),
  );
}

export const teamQueryOptions = (engagementId: string) =>
  queryOptions({
    queryKey: engagementKeys.team(engagementId),
    queryFn: ({ signal }) => listTeam(engagementId, signal),
  });

export function useTeam(engagementId: string) {
  return useQuery(teamQueryOptions(engagementId));
}
