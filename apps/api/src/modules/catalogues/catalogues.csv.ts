import { catalogueItemSchema, type CatalogueKind } from '@praxis/shared';
import type { CsvColumn } from '../../lib/csv.js';
import { CATALOGUES } from './catalogues.config.js';

/** The optional fields in the order a row of the admin-settings panel shows them, with their headers. */
const SHOWN = [
  { key: 'issuer', header: 'Issuer' },
  { key: 'platform', header: 'Platform' },
  { key: 'code', header: 'Code' },
  { key: 'description', header: 'Description' },
] as const satisfies CsvColumn[];

/**
 * One catalogue as CSV: by default what its panel shows per entry (the name, the optional fields this catalogue
 * has, how often it is used); any field of the item by `columns=`.
 */
export function catalogueCsv(kind: CatalogueKind) {
  const config = CATALOGUES[kind];
  const columns: CsvColumn[] = [
    { key: 'name', header: config.nameColumn === 'title' ? 'Title' : 'Name' },
    ...SHOWN.filter((column) => (config.columns as readonly string[]).includes(column.key)),
    { key: 'usage_count', header: 'Used' },
  ];
  return { filename: kind, fields: Object.keys(catalogueItemSchema.shape), columns };
}
