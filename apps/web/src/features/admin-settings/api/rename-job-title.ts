import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobTitle } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { settingsKeys } from './keys';

/** PATCH /api/job-titles/{id} (renaming to CEO is refused). */
export function renameJobTitle({ id, title }: { id: string; title: string }) {
  return apiFetch<JobTitle>(`/api/job-titles/${id}`, { method: 'PATCH', json: { title } });
}

export function useRenameJobTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameJobTitle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.jobTitles() }),
  });
}
