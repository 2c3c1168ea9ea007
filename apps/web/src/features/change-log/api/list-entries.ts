import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChangeLogCategory, ChangeLogEntry } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { changeLogKeys } from './keys';

export interface ChangeLogQuery {
  category?: ChangeLogCategory | undefined;
  includeUnpublished: boolean;
}

/** GET /api/change-log: published entries newest first; admins may include drafts and scheduled ones. */
export function listEntries(query: ChangeLogQuery, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.includeUnpublished) params.set('include_unpublished', 'true');
  const search = params.toString();
  return apiFetch<ChangeLogEntry[]>(`/api/change-log${search ? `?${search}` : ''}`, { signal });
}

export const entriesQueryOptions = (query: ChangeLogQuery) =>
  queryOptions({ queryKey: changeLogKeys.list(query), queryFn: ({ signal }) => listEntries(query, signal) });

export function useChangeLogEntries(query: ChangeLogQuery) {
  return useQuery(entriesQueryOptions(query));
}
