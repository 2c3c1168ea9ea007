import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { jobTitlesApi } from './client';
import { settingsKeys } from './keys';

/** POST /api/job-titles (a CEO title is refused). */
export function createJobTitle({ title }: { title: string }) {
  return ok(jobTitlesApi['job-titles'].$post({ json: { title } }));
}

export function useCreateJobTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJobTitle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.jobTitles() }),
  });
}
