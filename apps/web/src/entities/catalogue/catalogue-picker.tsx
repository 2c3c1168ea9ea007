import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CATALOGUE_LABELS, MAX_PAGE_SIZE, type CatalogueItem, type CatalogueKind } from '@praxis/shared';
import { PICKER_PAGE_SIZE, SearchPicker } from '@/components/picker';
import { apiFetch } from '@/lib/api-client';
import { toSearch, type Page } from '@/lib/list-query';
import type { EntityPickerProps } from '../picker/entity-picker-props';
import { catalogueKeys } from './keys';

const toOption = (item: CatalogueItem) => ({ id: item.id, label: item.name, description: item.issuer ?? item.code });

async function listEntries(kind: CatalogueKind, query: object, signal: AbortSignal) {
  return (await apiFetch<Page<CatalogueItem>>(`/api/${kind}${toSearch(query)}`, { signal })).items;
}

type Props = EntityPickerProps & {
  kind: CatalogueKind;
  /** Platform products: only those of this category. */
  categoryId?: string | undefined;
};

/** An entry of an admin catalogue (certifications, languages, products…) by server search (GET /api/{kind}?q=). */
export function CataloguePicker({ kind, categoryId, placeholder, ...props }: Props) {
  const { singular, plural } = CATALOGUE_LABELS[kind];
  const useOptions = (q: string, enabled: boolean) =>
    useQuery({
      queryKey: catalogueKeys.options(kind, q, categoryId),
      queryFn: async ({ signal }) =>
        (await listEntries(kind, { q, category_id: categoryId, pageSize: PICKER_PAGE_SIZE }, signal)).map(toOption),
      enabled,
      staleTime: 5 * 60_000,
      placeholderData: keepPreviousData,
    });
  // The API has no read-one for catalogue entries; catalogues are short, so the chosen one is found in the whole list.
  const useSelected = (id: string | null) =>
    useQuery({
      queryKey: catalogueKeys.entries(kind),
      queryFn: ({ signal }) => listEntries(kind, { pageSize: MAX_PAGE_SIZE }, signal),
      enabled: id !== null,
      staleTime: 5 * 60_000,
      select: (items) => {
        const item = items.find((entry) => entry.id === id);
        return item ? toOption(item) : null;
      },
    });
  return (
    <SearchPicker
      {...props}
      placeholder={placeholder ?? `Choose a ${singular.toLowerCase()}`}
      searchLabel={`Search ${plural.toLowerCase()}`}
      useOptions={useOptions}
      useSelected={useSelected}
    />
  );
}
