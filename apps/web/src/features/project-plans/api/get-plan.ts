import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plan } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { planKeys } from './keys';

/** GET /api/project-plans/{id}: tasks, links, critical path, team and holidays. */
export const getPlan = (id: string, signal?: AbortSignal) =>
  apiFetch<Plan>(`/api/project-plans/${encodeURIComponent(id)}`, { signal });

export const planQueryOptions = (id: string) =>
  queryOptions({ queryKey: planKeys.detail(id), queryFn: ({ signal }) => getPlan(id, signal) });

export const usePlan = (id: string | null) => useQuery({ ...planQueryOptions(id ?? ''), enabled: Boolean(id) });
