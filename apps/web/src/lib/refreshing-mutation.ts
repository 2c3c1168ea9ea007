import { useMutation, useQueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';

/** When a write makes its queries stale: once it succeeded, or once it ended either way (a 409 shows the server's). */
export type RefreshWhen = 'success' | 'settled';

/**
 * A mutation that marks the queries it changed as stale: `refresh` names their keys from the mutation's variables,
 * and every one is invalidated (active ones refetched) after the write succeeds, or after it settles with
 * `when: 'settled'`. The callback returns the invalidations' promise, so `mutateAsync` resolves only once the
 * fresh data is in:
 *
 *   useRefreshingMutation(addLanguage, ({ consultantId }) => [consultantKeys.profile(consultantId)]);
 */
export function useRefreshingMutation<TData, TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  refresh: (variables: TVariables) => readonly QueryKey[],
  { when = 'success' }: { when?: RefreshWhen } = {},
): UseMutationResult<TData, Error, TVariables> {
  const queryClient = useQueryClient();
  const invalidate = (variables: TVariables) =>
    Promise.all(refresh(variables).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    // Called with the variables only: the fetchers' second parameter, where they have one, is not the mutation's.
    mutationFn: (variables) => mutationFn(variables),
    onSuccess: when === 'success' ? (_data, variables) => invalidate(variables) : undefined,
    onSettled: when === 'settled' ? (_data, _error, variables) => invalidate(variables) : undefined,
  });
}
