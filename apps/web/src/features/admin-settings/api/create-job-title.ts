import { ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { jobTitlesApi } from './client';
import { settingsKeys } from './keys';

/** POST /api/job-titles (a CEO title is refused). */
export function createJobTitle({ title }: { title: string }) {
  return ok(jobTitlesApi['job-titles'].$post({ json: { title } }));
}

export function useCreateJobTitle() {
  return useRefreshingMutation(createJobTitle, () => [settingsKeys.jobTitles()]);
}
