import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CatalogueItem,
  DemandSignal,
  JobTitle,
  Position,
  PositionCreate,
  PositionUpdate,
  RecruitingAnalytics,
} from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { recruitingKeys } from './positions';

const insightKeys = {
  analytics: () => [...recruitingKeys.all, 'analytics'] as const,
  demand: () => [...recruitingKeys.all, 'demand'] as const,
};

/** GET /api/recruiting/analytics (recruiting.candidates): aggregates only. */
export const useRecruitingAnalytics = () =>
  useQuery({
    queryKey: insightKeys.analytics(),
    queryFn: ({ signal }) => apiFetch<RecruitingAnalytics>('/api/recruiting/analytics', { signal }),
  });

/** GET /api/recruiting/demand: suggested positions from unmet staffing demand. */
export const useDemand = () =>
  useQuery({
    queryKey: insightKeys.demand(),
    queryFn: ({ signal }) => apiFetch<DemandSignal[]>('/api/recruiting/demand', { signal }),
  });

/** POST /api/recruiting/positions. */
export function useCreatePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PositionCreate) =>
      apiFetch<Position>('/api/recruiting/positions', { method: 'POST', json: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recruitingKeys.all }),
  });
}

/** PATCH /api/recruiting/positions/{id} with the version read. */
export function useUpdatePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, patch }: { id: string; version: number; patch: PositionUpdate }) =>
      apiFetch<Position>(`/api/recruiting/positions/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        json: patch,
        headers: { 'If-Match': `"${version}"` },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recruitingKeys.all }),
  });
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
    queryFn: ({ signal }) => apiFetch<JobTitle[]>('/api/job-titles', { signal }),
    staleTime: 5 * 60_000,
  });
