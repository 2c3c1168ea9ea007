import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { CONSULTANT_LIST_STALE_MS, MESSAGES, type ConsultantListQuery } from '@praxis/shared';
import { ApiError } from '@/lib/api-client';
import { consultantKeys } from './keys';
import type { consultantsRouter } from '@praxis/api/consultants/consultants.routes';
import { moduleClient, okJson } from '@/lib/typed-client';

const consultantsApi = moduleClient<typeof consultantsRouter>().consultants;

export const CONSULTANTS_PAGE_SIZE = 60;

/**
 * GET /api/consultants: one page of directory cards, searched, filtered and sorted by the server. A failure is
 * reported as the original's 'Failed to fetch consultants' (§8), keeping the status for the retry rules.
 */
export async function listConsultants(query: ConsultantListQuery, page: number, signal?: AbortSignal) {
  try {
    return await okJson(
      consultantsApi.$get({ query: { ...query, page, pageSize: CONSULTANTS_PAGE_SIZE } }, { init: { signal } }),
    );
  } catch (error) {
    if (error instanceof ApiError) {
      throw new ApiError({ ...error, message: MESSAGES.fetchConsultantsFailed, requestId: error.requestId });
    }
    throw error;
  }
}

/** Pages load as the list scrolls; within 30 s a non-forced reload is skipped (docs/product.md §9). */
export const consultantsInfiniteOptions = (query: ConsultantListQuery) =>
  infiniteQueryOptions({
    queryKey: consultantKeys.list(query),
    queryFn: ({ pageParam, signal }) => listConsultants(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    staleTime: CONSULTANT_LIST_STALE_MS,
  });

export function useConsultants(query: ConsultantListQuery) {
  return useInfiniteQuery(consultantsInfiniteOptions(query));
}
