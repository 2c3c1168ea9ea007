import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { plansApi } from './client';
import { planKeys } from './keys';

/** GET /api/project-plans/{id}: tasks, links, critical path, team and holidays. */
export const getPlan = (id: string, signal?: AbortSignal) =>
  ok(plansApi['project-plans'][':id'].$get({ param: { id } }, { init: { signal } }));

export const planQueryOptions = (id: string) =>
  queryOptions({ queryKey: planKeys.detail(id), queryFn: ({ signal }) => getPlan(id, signal) });

export const usePlan = (id: string | null) => useQuery({ ...planQueryOptions(id ?? ''), enabled: Boolean(id) });
