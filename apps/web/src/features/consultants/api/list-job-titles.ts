import { useQuery } from '@tanstack/react-query';
import type { JobTitle } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { consultantKeys } from './keys';

/** GET /api/job-titles (with member counts). */
export function listJobTitles(signal?: AbortSignal) {
  return apiFetch<JobTitle[]>('/api/job-titles', { signal });
}

export function useJobTitles() {
  return useQuery({
    queryKey: consultantKeys.catalogue('job-titles'),
    queryFn: ({ signal }) => listJobTitles(signal),
    staleTime: 5 * 60_000,
  });
}
