import { useQuery } from '@tanstack/react-query';
import { queryOptionsById } from '@/lib/query-by-id';
import { okJson } from '@/lib/typed-client';
import { engagementsApi } from './client';
import { engagementKeys } from './keys';

/** GET /api/engagements/{id}/team: the assignments with role, dates and hours. */
export function listTeam(engagementId: string, signal?: AbortSignal) {
  return okJson(
    engagementsApi.engagements[':id'].team.$get({ param: { id: engagementId }, query: {} }, { init: { signal } }),
  );
}

export const teamQueryOptions = queryOptionsById(engagementKeys.team, listTeam);

export function useTeam(engagementId: string) {
  return useQuery(teamQueryOptions(engagementId));
}
