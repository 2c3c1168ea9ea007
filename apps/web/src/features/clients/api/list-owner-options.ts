import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientKeys } from './keys';
import type { consultantsRouter } from '@praxis/api/consultants/consultants.routes';
import { moduleClient, okJson } from '@/lib/typed-client';

const consultantsApi = moduleClient<typeof consultantsRouter>().consultants;

export interface OwnerOption {
  id: string;
  name: string;
}

/** GET /api/consultants: who can own a client relationship (first 200 by name). */
export async function listOwnerOptions(signal?: AbortSignal): Promise<OwnerOption[]> {
  const page = await okJson(consultantsApi.$get({ query: { pageSize: 200 } }, { init: { signal } }));
  return page.items.map((c) => ({ id: c.id, name: `${c.first_name} ${c.last_name}`.trim() }));
}

export const ownerOptionsQueryOptions = () =>
  queryOptions({
    queryKey: clientKeys.ownerOptions(),
    queryFn: ({ signal }) => listOwnerOptions(signal),
    staleTime: 60_000,
  });

export function useOwnerOptions() {
  return useQuery(ownerOptionsQueryOptions());
}
