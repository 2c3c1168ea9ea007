import type { CatalogueItem, CatalogueKind } from '@praxis/shared';
import { blankToNull } from '@/components/form/values';
import { EXTRA_FIELDS } from './catalogue-fields';

/** A catalogue entry's text fields (name and its catalogue's extras) as form values; "" for a new one. */
export function catalogueValuesOf(kind: CatalogueKind, item?: CatalogueItem): Record<string, string> {
  return Object.fromEntries(
    ['name', ...EXTRA_FIELDS[kind].map(({ field }) => field)].map((field) => [
      field,
      item?.[field as keyof CatalogueItem]?.toString() ?? '',
    ]),
  );
}

/** Form values as the API's input: the name trimmed, empty extras null. */
export function catalogueInputOf(kind: CatalogueKind, values: Record<string, string>) {
  return {
    name: (values.name ?? '').trim(),
    ...Object.fromEntries(EXTRA_FIELDS[kind].map(({ field }) => [field, blankToNull(values[field])])),
  };
}
