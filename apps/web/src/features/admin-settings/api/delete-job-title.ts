import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { jobTitlesApi } from './client';
import { settingsKeys } from './keys';

/** DELETE /api/job-titles/{id}: only titles nobody holds. */
export function deleteJobTitle({ id }: { id: string }) {
  return ok(jobTitlesApi['job-titles'][':id'].$delete({ param: { id } }));
}

export function useDeleteJobTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJobTitle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.jobTitles() }),
  });
}
