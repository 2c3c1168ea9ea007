import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DemandSignal, Position, PositionCreate, RecruitingAnalytics } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { recruitingKeys } from './positions';

const insightKeys = {
  analytics: () => [...recruitingKeys.all, 'analytics'] as const,
  demand: () => [...recruitingKeys.all, 'demand'] as const,
};

/** GET /api/recruiting/analytics (recruiting.candidates): aggregates only. */
export const useRecruitingAnalytics = () =>
  useQuery({
    queryKey: insightKeys.analytics(),
    queryFn: ({ signal }) => apiFetch<RecruitingAnalytics>('/api/recruiting/analytics', { signal }),
  });

/** GET /api/recruiting/demand: suggested positions from unmet staffing demand. */
export const useDemand = () =>
  useQuery({
    queryKey: insightKeys.demand(),
    queryFn: ({ signal }) => apiFetch<DemandSignal[]>('/api/recruiting/demand', { signal }),
  });

/** POST /api/recruiting/positions. */
export function useCreatePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PositionCreate) =>
      apiFetch<Position>('/api/recruiting/positions', { method: 'POST', json: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recruitingKeys.all }),
  });
}
