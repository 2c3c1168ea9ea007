import { useQuery } from '@tanstack/react-query';
import type { CatalogueItem } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { toSearch, type Page } from '@/lib/list-query';
import { ok, okJson } from '@/lib/typed-client';
import { jobTitlesApi, workItemsApi } from './client';
import { staffingKeys } from './keys';

/** Catalogue entries for the request form's pickers (short, admin-curated lists). */
export const useCatalogueOptions = (kind: string, categoryId?: string) =>
  useQuery({
    queryKey: staffingKeys.options(kind, categoryId),
    queryFn: ({ signal }) =>
      apiFetch<Page<CatalogueItem>>(`/api/${kind}${toSearch({ pageSize: 200, category_id: categoryId })}`, { signal }),
    staleTime: 60_000,
  });

/** Engagements a request can be filed against, searched on the server. */
export const useEngagementOptions = (q: string) =>
  useQuery({
    queryKey: staffingKeys.options('engagements', q),
    queryFn: ({ signal }) => ok(workItemsApi['engagement-options'].$get({ query: { q } }, { init: { signal } })),
    staleTime: 30_000,
  });

/** The job titles a request may ask for. */
export const useJobTitleOptions = () =>
  useQuery({
    queryKey: staffingKeys.options('job-titles'),
    queryFn: ({ signal }) => okJson(jobTitlesApi.$get({ query: {} }, { init: { signal } })),
    staleTime: 60_000,
  });
