import type { CatalogueKind } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { settingsKeys } from './keys';

/** DELETE /api/{kind}/{id}: only entries nothing uses (409 otherwise). */
export function deleteCatalogueItem({ kind, id }: { kind: CatalogueKind; id: string }) {
  return apiFetch<undefined>(`/api/${kind}/${id}`, { method: 'DELETE' });
}

export function useDeleteCatalogueItem() {
  return useRefreshingMutation(deleteCatalogueItem, ({ kind }) => [settingsKeys.catalogueAll(kind)]);
}
