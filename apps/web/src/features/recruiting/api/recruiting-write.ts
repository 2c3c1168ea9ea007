import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { recruitingKeys } from './positions';

/**
 * A recruiting write (a position, a candidate, an interview): it shows in the pipeline, the positions and the
 * insights, so once it settles (a 409 included) every recruiting query is read again.
 */
export function useRecruitingWrite<TData, TVariables = void>(write: (variables: TVariables) => Promise<TData>) {
  return useRefreshingMutation(write, () => [recruitingKeys.all], { when: 'settled' });
}
