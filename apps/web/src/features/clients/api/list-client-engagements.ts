import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Engagement } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { clientKeys, type Page } from './keys';

/** GET /api/engagements?client_id=…: the client's engagements, most recent first (up to 100). */
export function listClientEngagements(clientId: string, signal?: AbortSignal) {
  return apiFetch<Page<Engagement>>(
    `/api/engagements?client_id=${encodeURIComponent(clientId)}&sort=start_date&order=desc&pageSize=100`,
    { signal },
  );
}

export const clientEngagementsQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: clientKeys.engagements(clientId),
    queryFn: ({ signal }) => listClientEngagements(clientId, signal),
  });

export function useClientEngagements(clientId: string) {
  return useQuery(clientEngagementsQueryOptions(clientId));
}
