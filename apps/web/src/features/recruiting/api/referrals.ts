import { useQuery } from '@tanstack/react-query';
import type { ReferralCreate } from '@praxis/shared';
import { ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { recruitingApi } from './client';
import { recruitingKeys } from './positions';

export const useMyReferrals = () =>
  useQuery({
    queryKey: recruitingKeys.referrals(),
    queryFn: ({ signal }) => ok(recruitingApi.referrals.$get({}, { init: { signal } })),
  });

/** POST /api/recruiting/referrals: anyone refers someone for an open position. */
export function useRefer() {
  return useRefreshingMutation(
    (input: ReferralCreate) => ok(recruitingApi.referrals.$post({ json: input })),
    () => [recruitingKeys.all],
  );
}
