import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsultantProfile } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { consultantKeys } from './keys';

/** GET /api/consultants/{id}/profile: the consultant with every sub-collection, engagements and allocation. */
export function getConsultantProfile(id: string, signal?: AbortSignal) {
  return apiFetch<ConsultantProfile>(`/api/consultants/${id}/profile`, { signal });
}

export const consultantProfileQueryOptions = (id: string) =>
  queryOptions({ queryKey: consultantKeys.profile(id), queryFn: ({ signal }) => getConsultantProfile(id, signal) });

export function useConsultantProfile(id: string) {
  return useQuery(consultantProfileQueryOptions(id));
}
