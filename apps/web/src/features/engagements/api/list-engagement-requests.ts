import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EngagementRequest } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { engagementKeys, toSearch, type Page } from './keys';

export const REQUESTS_PAGE_SIZE = 20;

/** GET /api/engagements/{id}/requests: the engagement's work items, newest first. */
export function listEngagementRequests(engagementId: string, page: number, signal?: AbortSignal) {
  return apiFetch<Page<EngagementRequest>>(
    `/api/engagements/${encodeURIComponent(engagementId)}/requests${toSearch({ page, pageSize: REQUESTS_PAGE_SIZE })}`,
    { signal },
  );
}

export const engagementRequestsQueryOptions = (engagementId: string, page: number) =>
  queryOptions({
    queryKey: engagementKeys.requests(engagementId, page),
    queryFn: ({ signal }) => listEngagementRequests(engagementId, page, signal),
    placeholderData: keepPreviousData,
  });

export function useEngagementRequests(engagementId: string, page: number) {
  return useQuery(engagementRequestsQueryOptions(engagementId, page));
}
