import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EngagementUpdate } from '@praxis/shared';
import { ifMatch, ok } from '@/lib/typed-client';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEngagement,
    onSuccess: (engagement) => queryClient.setQueryData(engagementKeys.detail(engagement.id), engagement),
    onSettled: (_data, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: engagementKeys.detail(id), exact: true }),
        queryClient.invalidateQueries({ queryKey: engagementKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: engagementKeys.overview() }),
      ]),
  });
}
