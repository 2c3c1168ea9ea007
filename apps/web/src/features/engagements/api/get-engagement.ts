import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { engagementsApi } from './client';
import { engagementKeys } from './keys';

/** GET /api/engagements/{id}; the body's `version` is what later writes send in If-Match. */
export function getEngagement(id: string, signal?: AbortSignal) {
  return ok(engagementsApi.engagements[':id'].$get({ param: { id } }, { init: { signal } }));
}

export const engagementQueryOptions = (id: string) =>
  queryOptions({ queryKey: engagementKeys.detail(id), queryFn: ({ signal }) => getEngagement(id, signal) });

export function useEngagement(id: string) {
  return useQuery(engagementQueryOptions(id));
}
