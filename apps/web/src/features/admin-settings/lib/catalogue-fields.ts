import type { CatalogueKind } from '@praxis/shared';

export type ExtraField = 'description' | 'issuer' | 'code' | 'platform';

/** The optional fields each catalogue has besides its name (mirrors the API's catalogue config). */
export const EXTRA_FIELDS: Record<CatalogueKind, { field: ExtraField; label: string; placeholder?: string }[]> = {
  certifications: [
    { field: 'issuer', label: 'Issuer', placeholder: 'PMI' },
    { field: 'description', label: 'Description' },
  ],
  languages: [{ field: 'code', label: 'Code', placeholder: 'en' }],
  'platform-categories': [
    { field: 'platform', label: 'Platform', placeholder: 'Microsoft' },
    { field: 'description', label: 'Description' },
  ],
  'platform-products': [{ field: 'description', label: 'Description' }],
  'project-categories': [{ field: 'description', label: 'Description' }],
  'engagement-roles': [],
};
