import type { CatalogueItem, CatalogueItemInput, CatalogueKind } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { settingsKeys } from './keys';

/** POST /api/{kind}: a new entry, placed last. */
export function createCatalogueItem({ kind, input }: { kind: CatalogueKind; input: CatalogueItemInput }) {
  return apiFetch<CatalogueItem>(`/api/${kind}`, { method: 'POST', json: input });
}

export function useCreateCatalogueItem() {
  return useRefreshingMutation(createCatalogueItem, ({ kind }) => [settingsKeys.catalogueAll(kind)]);
}
