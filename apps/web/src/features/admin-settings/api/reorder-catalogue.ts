import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogueItem, CatalogueKind } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { settingsKeys, type Page } from './keys';

interface ReorderInput {
  kind: CatalogueKind;
  categoryId?: string | undefined;
  ids: string[];
}

/** PUT /api/{kind}/order: the complete list (products: of one category) in its new order. */
export function reorderCatalogue({ kind, ids }: ReorderInput) {
  return apiFetch<undefined>(`/api/${kind}/order`, { method: 'PUT', json: { ids } });
}

/** Optimistic: the list shows the new order at once and rolls back (the caller toasts) if the server refuses. */
export function useReorderCatalogue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderCatalogue,
    onMutate: async ({ kind, categoryId, ids }) => {
      const key = settingsKeys.catalogue(kind, categoryId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Page<CatalogueItem>>(key);
      if (previous) {
        const byId = new Map(previous.items.map((item) => [item.id, item]));
        const items = ids.flatMap((id, index) => {
          const item = byId.get(id);
          return item ? [{ ...item, display_order: index }] : [];
        });
        queryClient.setQueryData(key, { ...previous, items });
      }
      return { key, previous };
    },
    onError: (_, __, context) => {
      if (context?.previous) queryClient.setQueryData(context.key, context.previous);
    },
    onSettled: (_, __, { kind }) => queryClient.invalidateQueries({ queryKey: settingsKeys.catalogueAll(kind) }),
  });
}
