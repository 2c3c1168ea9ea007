import { useQuery } from '@tanstack/react-query';
import type { CatalogueItem } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { toSearch, type Page } from '@/lib/list-query';
import { okJson } from '@/lib/typed-client';
import { jobTitlesApi } from './client';
import { staffingKeys } from './keys';

/** Catalogue entries for the request form's pickers (short, admin-curated lists). */
export const useCatalogueOptions = (kind: string, categoryId?: string) =>
  useQuery({
    queryKey: staffingKeys.options(kind, categoryId),
    queryFn: ({ signal }) =>
      apiFetch<Page<CatalogueItem>>(`/api/${kind}${toSearch({ pageSize: 200, category_id: categoryId })}`, { signal }),
    staleTime: 60_000,
  });

/** The job titles a request may ask for. */
export const useJobTitleOptions = () =>
  useQuery({
    queryKey: staffingKeys.options('job-titles'),
    queryFn: ({ signal }) => okJson(jobTitlesApi.$get({ query: {} }, { init: { signal } })),
    staleTime: 60_000,
  });
