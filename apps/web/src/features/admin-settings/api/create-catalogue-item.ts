import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogueItem, CatalogueItemInput, CatalogueKind } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { settingsKeys } from './keys';

/** POST /api/{kind}: a new entry, placed last. */
export function createCatalogueItem({ kind, input }: { kind: CatalogueKind; input: CatalogueItemInput }) {
  return apiFetch<CatalogueItem>(`/api/${kind}`, { method: 'POST', json: input });
}

export function useCreateCatalogueItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCatalogueItem,
    onSuccess: (_, { kind }) => queryClient.invalidateQueries({ queryKey: settingsKeys.catalogueAll(kind) }),
  });
}
