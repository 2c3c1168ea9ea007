import { ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { jobTitlesApi } from './client';
import { settingsKeys } from './keys';

/** PATCH /api/job-titles/{id} (renaming to CEO is refused). */
export function renameJobTitle({ id, title }: { id: string; title: string }) {
  return ok(jobTitlesApi['job-titles'][':id'].$patch({ param: { id }, json: { title } }));
}

export function useRenameJobTitle() {
  return useRefreshingMutation(renameJobTitle, () => [settingsKeys.jobTitles()]);
}
