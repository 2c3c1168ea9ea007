import { useQuery } from '@tanstack/react-query';
import type { CatalogueItem, WorkItemEngagementOption } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { toSearch, type Page } from '@/lib/list-query';
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
    queryFn: ({ signal }) =>
      apiFetch<WorkItemEngagementOption[]>(`/api/work-items/engagement-options${toSearch({ q })}`, { signal }),
    staleTime: 30_000,
  });
