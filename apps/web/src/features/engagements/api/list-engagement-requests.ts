import { useQuery } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { pagedQueryOptions } from '@/lib/paged-query';
import { engagementsApi } from './client';
import { engagementKeys } from './keys';

export const REQUESTS_PAGE_SIZE = 20;

/** GET /api/engagements/{id}/requests: the engagement's work items, newest first. */
export function listEngagementRequests(engagementId: string, page: number, signal?: AbortSignal) {
  return ok(
    engagementsApi.engagements[':id'].requests.$get(
      { param: { id: engagementId }, query: { page, pageSize: REQUESTS_PAGE_SIZE } },
      { init: { signal } },
    ),
  );
}

export const engagementRequestsQueryOptions = (engagementId: string, page: number) =>
  pagedQueryOptions(engagementKeys.requests(engagementId, page), (signal) =>
    listEngagementRequests(engagementId, page, signal),
  );

export function useEngagementRequests(engagementId: string, page: number) {
  return useQuery(engagementRequestsQueryOptions(engagementId, page));
}
