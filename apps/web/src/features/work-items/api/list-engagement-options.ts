import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkItemEngagementOption } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { toSearch, workItemKeys } from '../lib/work-item-keys';

/** GET /api/work-items/engagement-options: engagements a request can be filed against (up to 50). */
export function listEngagementOptions(q: string, signal?: AbortSignal): Promise<WorkItemEngagementOption[]> {
  return apiFetch<WorkItemEngagementOption[]>(`/api/work-items/engagement-options${toSearch({ q })}`, { signal });
}

export function engagementOptionsQueryOptions(q = '') {
  return queryOptions({
    queryKey: workItemKeys.engagementOptions(q),
    queryFn: ({ signal }) => listEngagementOptions(q, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useEngagementOptions(q = '', enabled = true) {
  return useQuery({ ...engagementOptionsQueryOptions(q), enabled });
}
