import { queryOptions, useQuery } from '@tanstack/react-query';
import { okJson } from '@/lib/typed-client';
import { jobTitlesApi } from './client';
import { settingsKeys } from './keys';

/** GET /api/job-titles: every title with its member count. */
export function listJobTitles(signal?: AbortSignal) {
  return okJson(jobTitlesApi['job-titles'].$get({ query: {} }, { init: { signal } }));
}

export const jobTitlesQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.jobTitles(), queryFn: ({ signal }) => listJobTitles(signal) });

export function useJobTitles() {
  return useQuery(jobTitlesQueryOptions());
}
