import { useQuery } from '@tanstack/react-query';
import { queryOptionsById } from '@/lib/query-by-id';
import { clientKeys } from './keys';
import type { engagementsRouter } from '@praxis/api/engagements/engagements.routes';
import { moduleClient, okJson } from '@/lib/typed-client';

const engagementsApi = moduleClient<typeof engagementsRouter>().engagements;

/** GET /api/engagements?client_id=…: the client's engagements, most recent first (up to 100). */
export function listClientEngagements(clientId: string, signal?: AbortSignal) {
  return okJson(
    engagementsApi.$get(
      { query: { client_id: clientId, sort: 'start_date', order: 'desc', pageSize: 100 } },
      { init: { signal } },
    ),
  );
}

export const clientEngagementsQueryOptions = queryOptionsById(clientKeys.engagements, listClientEngagements);

export function useClientEngagements(clientId: string) {
  return useQuery(clientEngagementsQueryOptions(clientId));
}
