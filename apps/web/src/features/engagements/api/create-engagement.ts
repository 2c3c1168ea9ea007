import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Engagement, EngagementCreate } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { engagementKeys } from './keys';

/** POST /api/engagements (engagements.create). */
export function createEngagement(input: EngagementCreate) {
  return apiFetch<Engagement>('/api/engagements', { method: 'POST', json: input });
}

export function useCreateEngagement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEngagement,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: engagementKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: engagementKeys.overview() }),
      ]),
  });
}
