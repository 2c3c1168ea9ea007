import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EngagementCreate } from '@praxis/shared';
import { ok } from '@/lib/typed-client';
import { engagementsApi } from './client';
import { engagementKeys } from './keys';

/** POST /api/engagements (engagements.create). */
export function createEngagement(input: EngagementCreate) {
  return ok(engagementsApi.engagements.$post({ json: input }));
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
