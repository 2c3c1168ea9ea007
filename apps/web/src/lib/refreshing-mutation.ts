import {
  useMutation,
  useQueryClient,
  type InvalidateQueryFilters,
  type QueryKey,
  type UseMutationResult,
} from '@tanstack/react-query';

/** When a write makes its queries stale: once it succeeded, or once it ended either way (a 409 shows the server's). */
export type RefreshWhen = 'success' | 'settled';

/** A key whose queries (the key and every key under it) go stale, or filters for a narrower choice (`exact`). */
export type StaleQueries = QueryKey | InvalidateQueryFilters;

const isQueryKey = (stale: StaleQueries): stale is QueryKey => Array.isArray(stale);

interface RefreshOptions<TData> {
  /** Default 'success'. */
  when?: RefreshWhen;
  /** Where the answer itself belongs (a saved record's detail): written into the cache as soon as the write succeeds. */
  storeAnswerAt?: (data: TData) => QueryKey;
}

/**
 * A mutation that marks the queries it changed as stale: `refresh` names them from the mutation's variables, and
 * every one is invalidated (active ones refetched) after the write succeeds, or after it settles with
 * `when: 'settled'`. The callback returns the invalidations' promise, so `mutateAsync` resolves only once the
 * fresh data is in:
 *
 *   useRefreshingMutation(addLanguage, ({ consultantId }) => [consultantKeys.profile(consultantId)]);
 */
export function useRefreshingMutation<TData, TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  refresh: (variables: TVariables) => readonly StaleQueries[],
  { when = 'success', storeAnswerAt }: RefreshOptions<TData> = {},
): UseMutationResult<TData, Error, TVariables> {
  const queryClient = useQueryClient();
  const invalidate = (variables: TVariables) =>
    Promise.all(
      refresh(variables).map((stale) => queryClient.invalidateQueries(isQueryKey(stale) ? { queryKey: stale } : stale)),
    );
  return useMutation({
    // Called with the variables only: the fetchers' second parameter, where they have one, is not the mutation's.
    mutationFn: (variables) => mutationFn(variables),
    onSuccess: (data, variables) => {
      if (storeAnswerAt) queryClient.setQueryData(storeAnswerAt(data), data);
      return when === 'success' ? invalidate(variables) : undefined;
    },
    onSettled: when === 'settled' ? (_data, _error, variables) => invalidate(variables) : undefined,
  });
}
