import { useQuery } from '@tanstack/react-query';
import { queryOptionsById } from '@/lib/query-by-id';
import { ok } from '@/lib/typed-client';
import { consultantsApi } from './client';
import { consultantKeys } from './keys';

/** GET /api/consultants/{id}/profile: the consultant with every sub-collection, engagements and allocation. */
export function getConsultantProfile(id: string, signal?: AbortSignal) {
  return ok(consultantsApi.consultants[':id'].profile.$get({ param: { id } }, { init: { signal } }));
}

export const consultantProfileQueryOptions = queryOptionsById(consultantKeys.profile, getConsultantProfile);

export function useConsultantProfile(id: string) {
  return useQuery(consultantProfileQueryOptions(id));
}
