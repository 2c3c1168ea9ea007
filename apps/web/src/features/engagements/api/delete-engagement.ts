import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ifMatch, ok } from '@/lib/typed-client';
import { engagementsApi } from './client';
import { engagementKeys } from './keys';

/** DELETE /api/engagements/{id} (engagements.delete): the team and work items go with it. */
export function deleteEngagement({ id, version }: { id: string; version: number }) {
  return ok(engagementsApi.engagements[':id'].$delete({ param: { id }, header: ifMatch(version) }));
}

export function useDeleteEngagement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEngagement,
    onSuccess: (_data, { id }) => {
      queryClient.removeQueries({ queryKey: engagementKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: engagementKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: engagementKeys.overview() }),
      ]);
    },
  });
}
