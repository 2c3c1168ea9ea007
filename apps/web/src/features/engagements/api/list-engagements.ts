import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Engagement, EngagementListQuery } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { engagementKeys, toSearch, type Page } from './keys';

export const ENGAGEMENTS_PAGE_SIZE = 25;
export type EngagementListParams = Partial<EngagementListQuery> & { page: number };

/** GET /api/engagements: filtered, sorted and paginated by the server. */
export function listEngagements(query: EngagementListParams, signal?: AbortSignal) {
  return apiFetch<Page<Engagement>>(`/api/engagements${toSearch({ ...query, pageSize: ENGAGEMENTS_PAGE_SIZE })}`, {
    signal,
  });
}

export const engagementsQueryOptions = (query: EngagementListParams) =>
  queryOptions({
    queryKey: engagementKeys.list(query),
    queryFn: ({ signal }) => listEngagements(query, signal),
    placeholderData: keepPreviousData,
  });

export function useEngagements(query: EngagementListParams) {
  return useQuery(engagementsQueryOptions(query));
}
