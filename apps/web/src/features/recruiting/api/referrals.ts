import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Referral, ReferralCreate } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { recruitingKeys } from './positions';

export const useMyReferrals = () =>
  useQuery({
    queryKey: recruitingKeys.referrals(),
    queryFn: ({ signal }) => apiFetch<Referral[]>('/api/recruiting/referrals', { signal }),
  });

/** POST /api/recruiting/referrals: anyone refers someone for an open position. */
export function useRefer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReferralCreate) =>
      apiFetch<Referral>('/api/recruiting/referrals', { method: 'POST', json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recruitingKeys.all }),
  });
}
