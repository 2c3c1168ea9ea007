import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueItem, CatalogueKind } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { settingsKeys, toSearch, type Page } from './keys';

/** Catalogues are short lists an admin curates by hand; the largest page (200) holds any of them. */
export const CATALOGUE_PAGE_SIZE = 200;

/** GET /api/{kind}: a catalogue in display order (products: those of one category). */
export function listCatalogue(kind: CatalogueKind, categoryId?: string, signal?: AbortSignal) {
  return apiFetch<Page<CatalogueItem>>(
    `/api/${kind}${toSearch({ pageSize: CATALOGUE_PAGE_SIZE, category_id: categoryId })}`,
    { signal },
  );
}

export const catalogueQueryOptions = (kind: CatalogueKind, categoryId?: string) =>
  queryOptions({
    queryKey: settingsKeys.catalogue(kind, categoryId),
    queryFn: ({ signal }) => listCatalogue(kind, categoryId, signal),
  });

export function useCatalogue(kind: CatalogueKind, categoryId?: string, enabled = true) {
  return useQuery({ ...catalogueQueryOptions(kind, categoryId), enabled });
}
