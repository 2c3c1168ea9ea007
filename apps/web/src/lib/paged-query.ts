import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * The query options of one page of a server-paginated list: while another page (or another filter) loads, the page
 * on screen stays (`keepPreviousData`) instead of flashing a loading state.
 *
 *   pagedQueryOptions(settingsKeys.users(q, page), (signal) => listUsers(q, page, signal));
 */
export function pagedQueryOptions<TData, TKey extends QueryKey>(
  queryKey: TKey,
  fetchPage: (signal: AbortSignal) => Promise<TData>,
) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => fetchPage(signal), placeholderData: keepPreviousData });
}
