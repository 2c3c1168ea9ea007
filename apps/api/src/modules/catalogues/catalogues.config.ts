import type { CatalogueKind } from '@praxis/shared';

/**
 * Where each admin-settings catalogue lives. Names are constants of this file (never user input), so the service
 * may place them in SQL as identifiers.
 */
export interface CatalogueConfig {
  table: string;
  /** Engagement roles call their name "title". */
  nameColumn: 'name' | 'title';
  /** Optional columns the catalogue has, by API field name (= column name). */
  columns: readonly ('description' | 'issuer' | 'code' | 'platform' | 'category_id')[];
  /** SQL counting the records that use entry `t.id`; an entry in use cannot be deleted. */
  usage: string;
  /** Products are ordered, and unique by name, within their category. */
  scopedByCategory?: boolean;
  entity: string;
}

export const CATALOGUES: Record<CatalogueKind, CatalogueConfig> = {
  certifications: {
    table: 'certifications',
    nameColumn: 'name',
    columns: ['description', 'issuer'],
    usage: 'select count(*) from consultant_certifications u where u.certification_id = t.id',
    entity: 'certifications',
  },
  languages: {
    table: 'languages',
    nameColumn: 'name',
    columns: ['code'],
    usage: 'select count(*) from consultant_languages u where u.language_id = t.id',
    entity: 'languages',
  },
  'platform-categories': {
    table: 'platform_categories',
    nameColumn: 'name',
    columns: ['description', 'platform'],
    usage: 'select count(*) from consultant_expertise u where u.category_id = t.id',
    entity: 'platform_categories',
  },
  'platform-products': {
    table: 'platform_products',
    nameColumn: 'name',
    columns: ['description', 'category_id'],
    usage: 'select count(*) from consultant_expertise u where u.product_id = t.id',
    scopedByCategory: true,
    entity: 'platform_products',
  },
  'project-categories': {
    table: 'project_categories',
    nameColumn: 'name',
    columns: ['description'],
    usage: 'select count(*) from engagements u where u.project_category_id = t.id',
    entity: 'project_categories',
  },
  'engagement-roles': {
    table: 'engagement_roles',
    nameColumn: 'title',
    columns: [],
    usage: 'select count(*) from engagement_consultants u where u.engagement_role_id = t.id',
    entity: 'engagement_roles',
  },
};
