import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobTitle } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { settingsKeys } from './keys';

/** GET /api/job-titles: every title with its member count. */
export function listJobTitles(signal?: AbortSignal) {
  return apiFetch<JobTitle[]>('/api/job-titles', { signal });
}

export const jobTitlesQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.jobTitles(), queryFn: ({ signal }) => listJobTitles(signal) });

export function useJobTitles() {
  return useQuery(jobTitlesQueryOptions());
}
