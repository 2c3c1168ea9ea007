import { useQuery } from '@tanstack/react-query';
import type { CatalogueItem, PositionCreate, PositionUpdate } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { ifMatch, ok, okJson } from '@/lib/typed-client';
import { jobTitlesApi, recruitingApi } from './client';
import { useRecruitingWrite } from './recruiting-write';
import { recruitingKeys } from './positions';

const insightKeys = {
  analytics: () => [...recruitingKeys.all, 'analytics'] as const,
  demand: () => [...recruitingKeys.all, 'demand'] as const,
};

/** GET /api/recruiting/analytics (recruiting.candidates): aggregates only. */
export const useRecruitingAnalytics = () =>
  useQuery({
    queryKey: insightKeys.analytics(),
    queryFn: ({ signal }) => ok(recruitingApi.analytics.$get({}, { init: { signal } })),
  });

/** GET /api/recruiting/demand: suggested positions from unmet staffing demand. */
export const useDemand = () =>
  useQuery({
    queryKey: insightKeys.demand(),
    queryFn: ({ signal }) => ok(recruitingApi.demand.$get({}, { init: { signal } })),
  });

/** POST /api/recruiting/positions. */
export function useCreatePosition() {
  return useRecruitingWrite((input: PositionCreate) => ok(recruitingApi.positions.$post({ json: input })));
}

/** PATCH /api/recruiting/positions/{id} with the version read. */
export function useUpdatePosition() {
  return useRecruitingWrite(({ id, version, patch }: { id: string; version: number; patch: PositionUpdate }) =>
    ok(recruitingApi.positions[':id'].$patch({ param: { id }, json: patch, header: ifMatch(version) })),
  );
}

/** Categories and products, for a position's required skills. */
export const useSkillCatalogue = () =>
  useQuery({
    queryKey: [...recruitingKeys.all, 'skill-catalogue'] as const,
    queryFn: async ({ signal }) => {
      const [categories, products] = await Promise.all([
        apiFetch<{ items: CatalogueItem[] }>('/api/platform-categories?pageSize=100', { signal }),
        apiFetch<{ items: CatalogueItem[] }>('/api/platform-products?pageSize=100', { signal }),
      ]);
      return { categories: categories.items, products: products.items };
    },
    staleTime: 5 * 60_000,
  });

export const useJobTitleChoices = () =>
  useQuery({
    queryKey: [...recruitingKeys.all, 'job-titles'] as const,
    queryFn: ({ signal }) => okJson(jobTitlesApi['job-titles'].$get({ query: {} }, { init: { signal } })),
    staleTime: 5 * 60_000,
  });
