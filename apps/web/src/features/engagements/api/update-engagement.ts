import type { EngagementUpdate } from '@praxis/shared';
import { ifMatch, ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { engagementsApi } from './client';
import { engagementKeys } from './keys';

export interface UpdateEngagementInput {
  id: string;
  /** The version the user saw; a newer one on the server answers 409. */
  version: number;
  patch: EngagementUpdate;
}

/** PATCH /api/engagements/{id} with If-Match (an admin, or the engagement's managers for status, temperature and description). */
export function updateEngagement({ id, version, patch }: UpdateEngagementInput) {
  return ok(engagementsApi.engagements[':id'].$patch({ param: { id }, json: patch, header: ifMatch(version) }));
}

export function useUpdateEngagement() {
  return useRefreshingMutation(
    updateEngagement,
    ({ id }) => [
      { queryKey: engagementKeys.detail(id), exact: true },
      engagementKeys.lists(),
      engagementKeys.overview(),
    ],
    { when: 'settled', storeAnswerAt: (engagement) => engagementKeys.detail(engagement.id) },
  );
}
