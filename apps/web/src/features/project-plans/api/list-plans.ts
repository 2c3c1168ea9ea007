import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanListQuery } from '@praxis/shared';
import { okJson } from '@/lib/typed-client';
import { plansApi } from './client';
import { planKeys } from './keys';

export const PLANS_PAGE_SIZE = 50;
export type PlanListParams = Partial<PlanListQuery> & { page: number };

/** GET /api/project-plans: every plan the user may see, with progress, next milestone and slipping tasks. */
export function listPlans(query: PlanListParams, signal?: AbortSignal) {
  return okJson(
    plansApi['project-plans'].$get({ query: { ...query, pageSize: PLANS_PAGE_SIZE } }, { init: { signal } }),
  );
}

export const plansQueryOptions = (query: PlanListParams) =>
  queryOptions({
    queryKey: planKeys.list(query),
    queryFn: ({ signal }) => listPlans(query, signal),
    placeholderData: keepPreviousData,
  });

export const usePlans = (query: PlanListParams) => useQuery(plansQueryOptions(query));
