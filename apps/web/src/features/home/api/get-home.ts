import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { homeApi } from './client';

export const homeQueryKey = ['home'] as const;

export function getHome(signal?: AbortSignal) {
  return ok(homeApi.home.$get({}, { init: { signal } }));
}

export const homeQueryOptions = () =>
  queryOptions({ queryKey: homeQueryKey, queryFn: ({ signal }) => getHome(signal) });

export function useHome() {
  return useQuery(homeQueryOptions());
}
