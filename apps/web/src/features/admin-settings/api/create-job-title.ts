import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobTitle } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { settingsKeys } from './keys';

/** POST /api/job-titles (a CEO title is refused). */
export function createJobTitle({ title }: { title: string }) {
  return apiFetch<JobTitle>('/api/job-titles', { method: 'POST', json: { title } });
}

export function useCreateJobTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJobTitle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.jobTitles() }),
  });
}
