import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Consultant } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { clientKeys, type Page } from './keys';

export interface OwnerOption {
  id: string;
  name: string;
}

/** GET /api/consultants: who can own a client relationship (first 200 by name). */
export async function listOwnerOptions(signal?: AbortSignal): Promise<OwnerOption[]> {
  const page = await apiFetch<Page<Consultant>>('/api/consultants?pageSize=200', { signal });
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
