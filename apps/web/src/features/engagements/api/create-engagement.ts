import type { EngagementCreate } from '@praxis/shared';
import { ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { engagementsApi } from './client';
import { engagementKeys } from './keys';

/** POST /api/engagements (engagements.create). */
export function createEngagement(input: EngagementCreate) {
  return ok(engagementsApi.engagements.$post({ json: input }));
}

export function useCreateEngagement() {
  return useRefreshingMutation(createEngagement, () => [engagementKeys.lists(), engagementKeys.overview()]);
}
