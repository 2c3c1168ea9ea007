import type { WorkItemEngagementOption } from '@praxis/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { workItemsApi } from './client';
import { workItemKeys } from '../lib/work-item-keys';

/** GET /api/work-items/engagement-options: engagements a request can be filed against (up to 50). */
export function listEngagementOptions(q: string, signal?: AbortSignal): Promise<WorkItemEngagementOption[]> {
  return ok(workItemsApi['work-items']['engagement-options'].$get({ query: { q } }, { init: { signal } }));
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
