import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReferralCreate } from '@praxis/shared';
import { ok } from '@/lib/typed-client';
import { recruitingApi } from './client';
import { recruitingKeys } from './positions';

export const useMyReferrals = () =>
  useQuery({
    queryKey: recruitingKeys.referrals(),
    queryFn: ({ signal }) => ok(recruitingApi.referrals.$get({}, { init: { signal } })),
  });

/** POST /api/recruiting/referrals: anyone refers someone for an open position. */
export function useRefer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReferralCreate) => ok(recruitingApi.referrals.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recruitingKeys.all }),
  });
}
