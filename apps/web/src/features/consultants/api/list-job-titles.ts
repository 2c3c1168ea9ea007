import { useQuery } from '@tanstack/react-query';
import { consultantKeys } from './keys';
import type { jobTitlesRouter } from '@praxis/api/catalogues/job-titles.routes';
import { moduleClient, okJson } from '@/lib/typed-client';

const jobTitlesApi = moduleClient<typeof jobTitlesRouter>()['job-titles'];

/** GET /api/job-titles (with member counts). */
export function listJobTitles(signal?: AbortSignal) {
  return okJson(jobTitlesApi.$get({ query: {} }, { init: { signal } }));
}

export function useJobTitles() {
  return useQuery({
    queryKey: consultantKeys.catalogue('job-titles'),
    queryFn: ({ signal }) => listJobTitles(signal),
    staleTime: 5 * 60_000,
  });
}
