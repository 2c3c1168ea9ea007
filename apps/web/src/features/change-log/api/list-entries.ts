import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChangeLogCategory } from '@praxis/shared';
import { okJson } from '@/lib/typed-client';
import { changeLogApi } from './client';
import { changeLogKeys } from './keys';

export interface ChangeLogQuery {
  category?: ChangeLogCategory | undefined;
  includeUnpublished: boolean;
}

/** GET /api/change-log: published entries newest first; admins may include drafts and scheduled ones. */
export function listEntries(query: ChangeLogQuery, signal?: AbortSignal) {
  return okJson(
    changeLogApi['change-log'].$get(
      { query: { category: query.category, include_unpublished: query.includeUnpublished ? 'true' : undefined } },
      { init: { signal } },
    ),
  );
}

export const entriesQueryOptions = (query: ChangeLogQuery) =>
  queryOptions({ queryKey: changeLogKeys.list(query), queryFn: ({ signal }) => listEntries(query, signal) });

export function useChangeLogEntries(query: ChangeLogQuery) {
  return useQuery(entriesQueryOptions(query));
}
