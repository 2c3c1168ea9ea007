import { useQuery } from '@tanstack/react-query';
import type { EngagementListQuery } from '@praxis/shared';
import { okJson } from '@/lib/typed-client';
import { pagedQueryOptions } from '@/lib/paged-query';
import { engagementsApi } from './client';
import { engagementKeys } from './keys';

export const ENGAGEMENTS_PAGE_SIZE = 25;
export type EngagementListParams = Partial<EngagementListQuery> & { page: number };

/** GET /api/engagements: filtered, sorted and paginated by the server. */
export function listEngagements(query: EngagementListParams, signal?: AbortSignal) {
  return okJson(
    engagementsApi.engagements.$get({ query: { ...query, pageSize: ENGAGEMENTS_PAGE_SIZE } }, { init: { signal } }),
  );
}

export const engagementsQueryOptions = (query: EngagementListParams) =>
  pagedQueryOptions(engagementKeys.list(query), (signal) => listEngagements(query, signal));

export function useEngagements(query: EngagementListParams) {
  return useQuery(engagementsQueryOptions(query));
}
