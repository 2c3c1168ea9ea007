import type { CatalogueItem, CatalogueItemInput, CatalogueKind } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { settingsKeys } from './keys';

interface UpdateInput {
  kind: CatalogueKind;
  id: string;
  version: number;
  patch: Partial<CatalogueItemInput>;
}

/** PATCH /api/{kind}/{id} with the version read (409 when someone changed it meanwhile). */
export function updateCatalogueItem({ kind, id, version, patch }: UpdateInput) {
  return apiFetch<CatalogueItem>(`/api/${kind}/${id}`, {
    method: 'PATCH',
    json: patch,
    headers: { 'If-Match': `"${version}"` },
  });
}

export function useUpdateCatalogueItem() {
  return useRefreshingMutation(updateCatalogueItem, ({ kind }) => [settingsKeys.catalogueAll(kind)]);
}
