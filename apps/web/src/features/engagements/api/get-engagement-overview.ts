import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EngagementOverview } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { engagementKeys } from './keys';

/** GET /api/engagements/overview: counts by type, status and temperature, and what needs attention. */
export function getEngagementOverview(signal?: AbortSignal) {
  return apiFetch<EngagementOverview>('/api/engagements/overview', { signal });
}

export const engagementOverviewQueryOptions = () =>
  queryOptions({ queryKey: engagementKeys.overview(), queryFn: ({ signal }) => getEngagementOverview(signal) });

export function useEngagementOverview() {
  return useQuery(engagementOverviewQueryOptions());
}
