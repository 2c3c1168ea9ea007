import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Home } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';

export const homeQueryKey = ['home'] as const;

export function getHome(signal?: AbortSignal) {
  return apiFetch<Home>('/api/home', { signal });
}

export const homeQueryOptions = () =>
  queryOptions({ queryKey: homeQueryKey, queryFn: ({ signal }) => getHome(signal) });

export function useHome() {
  return useQuery(homeQueryOptions());
}
