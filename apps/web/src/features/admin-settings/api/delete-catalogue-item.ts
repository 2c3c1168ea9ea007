import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogueKind } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { settingsKeys } from './keys';

/** DELETE /api/{kind}/{id}: only entries nothing uses (409 otherwise). */
export function deleteCatalogueItem({ kind, id }: { kind: CatalogueKind; id: string }) {
  return apiFetch<undefined>(`/api/${kind}/${id}`, { method: 'DELETE' });
}

export function useDeleteCatalogueItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCatalogueItem,
    onSuccess: (_, { kind }) => queryClient.invalidateQueries({ queryKey: settingsKeys.catalogueAll(kind) }),
  });
}
