import { queryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * The query options of a read named by one id (a client, an engagement's team), from its entry in the key tree and
 * its fetcher, which gets the query's abort signal:
 *
 *   export const teamQueryOptions = queryOptionsById(engagementKeys.team, listTeam);
 */
export function queryOptionsById<TData, TKey extends QueryKey>(
  queryKey: (id: string) => TKey,
  fetch: (id: string, signal: AbortSignal) => Promise<TData>,
) {
  return (id: string) => queryOptions({ queryKey: queryKey(id), queryFn: ({ signal }) => fetch(id, signal) });
}
