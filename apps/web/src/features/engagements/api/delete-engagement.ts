import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { engagementKeys } from './keys';

/** DELETE /api/engagements/{id} (engagements.delete): the team and work items go with it. */
export function deleteEngagement({ id, version }: { id: string; version: number }) {
  return apiFetch<undefined>(`/api/engagements/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    headers: { 'If-Match': `"${version}"` },
  });
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
