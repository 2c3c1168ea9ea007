import { ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { jobTitlesApi } from './client';
import { settingsKeys } from './keys';

/** DELETE /api/job-titles/{id}: only titles nobody holds. */
export function deleteJobTitle({ id }: { id: string }) {
  return ok(jobTitlesApi['job-titles'][':id'].$delete({ param: { id } }));
}

export function useDeleteJobTitle() {
  return useRefreshingMutation(deleteJobTitle, () => [settingsKeys.jobTitles()]);
}
