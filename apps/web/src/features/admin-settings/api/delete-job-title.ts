import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { settingsKeys } from './keys';

/** DELETE /api/job-titles/{id}: only titles nobody holds. */
export function deleteJobTitle({ id }: { id: string }) {
  return apiFetch<undefined>(`/api/job-titles/${id}`, { method: 'DELETE' });
}

export function useDeleteJobTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJobTitle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.jobTitles() }),
  });
}
