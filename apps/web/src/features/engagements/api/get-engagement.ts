import { useQuery } from '@tanstack/react-query';
import { queryOptionsById } from '@/lib/query-by-id';
import { ok } from '@/lib/typed-client';
import { engagementsApi } from './client';
import { engagementKeys } from './keys';

/** GET /api/engagements/{id}; the body's `version` is what later writes send in If-Match. */
export function getEngagement(id: string, signal?: AbortSignal) {
  return ok(engagementsApi.engagements[':id'].$get({ param: { id } }, { init: { signal } }));
}

export const engagementQueryOptions = queryOptionsById(engagementKeys.detail, getEngagement);

export function useEngagement(id: string) {
  return useQuery(engagementQueryOptions(id));
}
