import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanListQuery, PlanSummary } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { toSearch, type Page } from '@/lib/list-query';
import { planKeys } from './keys';

export const PLANS_PAGE_SIZE = 50;
export type PlanListParams = Partial<PlanListQuery> & { page: number };

/** GET /api/project-plans: every plan the user may see, with progress, next milestone and slipping tasks. */
export function listPlans(query: PlanListParams, signal?: AbortSignal) {
  return apiFetch<Page<PlanSummary>>(`/api/project-plans${toSearch({ ...query, pageSize: PLANS_PAGE_SIZE })}`, {
    signal,
  });
}

export const plansQueryOptions = (query: PlanListParams) =>
  queryOptions({
    queryKey: planKeys.list(query),
    queryFn: ({ signal }) => listPlans(query, signal),
    placeholderData: keepPreviousData,
  });

export const usePlans = (query: PlanListParams) => useQuery(plansQueryOptions(query));
