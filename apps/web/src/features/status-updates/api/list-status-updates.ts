import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatusUpdate, StatusUpdateListQuery } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { statusUpdateKeys } from './keys';

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export type StatusUpdateFilter = StatusUpdateListQuery & { page?: number; pageSize?: number };

/** GET /api/status-updates (status_updates.view): the engagements the caller is on; admin all. */
export function listStatusUpdates(filter: StatusUpdateFilter, signal?: AbortSignal) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value !== undefined) params.set(key, String(value));
  return apiFetch<Page<StatusUpdate>>(`/api/status-updates?${params.toString()}`, { signal });
}

export const statusUpdatesQueryOptions = (filter: StatusUpdateFilter) =>
  queryOptions({
    queryKey: statusUpdateKeys.list(filter),
    queryFn: ({ signal }) => listStatusUpdates(filter, signal),
  });

export const useStatusUpdates = (filter: StatusUpdateFilter) => useQuery(statusUpdatesQueryOptions(filter));
