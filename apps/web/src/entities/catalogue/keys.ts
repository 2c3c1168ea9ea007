import type { CatalogueKind } from '@praxis/shared';

/** The one query-key tree of each catalogue; pickers sit under `lists(kind)`, so adding an entry refreshes them. */
export const catalogueKeys = {
  all: (kind: CatalogueKind) => ['catalogues', kind] as const,
  lists: (kind: CatalogueKind) => [...catalogueKeys.all(kind), 'list'] as const,
  options: (kind: CatalogueKind, q: string, scope = '') => [...catalogueKeys.lists(kind), 'options', scope, q] as const,
  entries: (kind: CatalogueKind) => [...catalogueKeys.lists(kind), 'entries'] as const,
};
