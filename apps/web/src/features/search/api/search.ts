import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { searchApi } from './client';

export const searchKeys = { all: ['search'] as const, query: (q: string) => ['search', q] as const };

/** GET /api/search?q=: what the caller may open, by group. */
export function searchEverywhere(q: string, signal?: AbortSignal) {
  return ok(searchApi.search.$get({ query: { q } }, { init: { signal } }));
}

export const searchOptions = (q: string) =>
  queryOptions({
    queryKey: searchKeys.query(q),
    queryFn: ({ signal }) => searchEverywhere(q, signal),
    enabled: q.length >= 2,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export function useSearch(q: string) {
  return useQuery(searchOptions(q));
}
