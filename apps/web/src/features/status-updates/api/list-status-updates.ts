import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatusUpdateListQuery } from '@praxis/shared';
import { okJson } from '@/lib/typed-client';
import { statusUpdatesApi } from './client';
import { statusUpdateKeys } from './keys';

export type StatusUpdateFilter = StatusUpdateListQuery & { page?: number; pageSize?: number };

/** GET /api/status-updates (status_updates.view): the engagements the caller is on; admin all. */
export function listStatusUpdates(filter: StatusUpdateFilter, signal?: AbortSignal) {
  return okJson(statusUpdatesApi['status-updates'].$get({ query: filter }, { init: { signal } }));
}

export const statusUpdatesQueryOptions = (filter: StatusUpdateFilter) =>
  queryOptions({
    queryKey: statusUpdateKeys.list(filter),
    queryFn: ({ signal }) => listStatusUpdates(filter, signal),
  });

export const useStatusUpdates = (filter: StatusUpdateFilter) => useQuery(statusUpdatesQueryOptions(filter));
