import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Engagement } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { engagementKeys } from './keys';

/** GET /api/engagements/{id}; the body's `version` is what later writes send in If-Match. */
export function getEngagement(id: string, signal?: AbortSignal) {
  return apiFetch<Engagement>(`/api/engagements/${encodeURIComponent(id)}`, { signal });
}

export const engagementQueryOptions = (id: string) =>
  queryOptions({ queryKey: engagementKeys.detail(id), queryFn: ({ signal }) => getEngagement(id, signal) });

export function useEngagement(id: string) {
  return useQuery(engagementQueryOptions(id));
}
