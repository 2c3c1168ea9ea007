import type { CatalogueKind, ConsultantListQuery } from '@praxis/shared';
import { catalogueKeys } from '@/entities/catalogue';
import { consultantKeys as resource } from '@/entities/consultant';

/**
 * Query keys of the consultants feature, in the one key tree of the resource (entities/consultant): invalidating
 * `lists()` after a create refreshes the directory and every consultant picker.
 */
export const consultantKeys = {
  ...resource,
  list: (query: ConsultantListQuery) => [...resource.lists(), query] as const,
  matrix: (query: object) => [...resource.all, 'matrix', query] as const,
  profile: (id: string) => [...resource.all, 'profile', id] as const,
  invitation: (id: string) => [...resource.all, 'invitation', id] as const,
  catalogue: (name: CatalogueKind | 'job-titles', scope?: string) =>
    name === 'job-titles'
      ? ([...resource.all, 'job-titles'] as const)
      : ([...catalogueKeys.lists(name), 'all', scope ?? ''] as const),
};

/** What a change to one consultant makes stale: their profile, and every list showing them (directory, pickers). */
export const afterProfileChange = (consultantId: string) => [
  consultantKeys.profile(consultantId),
  consultantKeys.lists(),
];

export { toSearch, type Page } from '@/lib/list-query';
