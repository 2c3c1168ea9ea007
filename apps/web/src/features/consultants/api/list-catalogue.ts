import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueItem } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { consultantKeys, toSearch, type Page } from './keys';

export type PickerCatalogue = 'certifications' | 'languages' | 'platform-categories' | 'platform-products';

/** The catalogue entries the filters and profile pickers offer, in display order (catalogues are small). */
export function listCatalogue(name: PickerCatalogue, categoryId?: string, signal?: AbortSignal) {
  return apiFetch<Page<CatalogueItem>>(`/api/${name}${toSearch({ pageSize: 200, category_id: categoryId })}`, {
    signal,
  });
}

export const catalogueQueryOptions = (name: PickerCatalogue, categoryId?: string) =>
  queryOptions({
    queryKey: consultantKeys.catalogue(name, categoryId),
    queryFn: ({ signal }) => listCatalogue(name, categoryId, signal),
    select: (page) => page.items,
    staleTime: 5 * 60_000,
  });

export function useCatalogue(name: PickerCatalogue, categoryId?: string) {
  return useQuery(catalogueQueryOptions(name, categoryId));
}
