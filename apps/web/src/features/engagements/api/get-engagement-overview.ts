import { queryOptions, useQuery } from '@tanstack/react-query';
import { okJson } from '@/lib/typed-client';
import { engagementsApi } from './client';
import { engagementKeys } from './keys';

/** GET /api/engagements/overview: counts by type, status and temperature, and what needs attention. */
export function getEngagementOverview(signal?: AbortSignal) {
  return okJson(engagementsApi.engagements.overview.$get({ query: {} }, { init: { signal } }));
}

export const engagementOverviewQueryOptions = () =>
  queryOptions({ queryKey: engagementKeys.overview(), queryFn: ({ signal }) => getEngagementOverview(signal) });

export function useEngagementOverview() {
  return useQuery(engagementOverviewQueryOptions());
}
