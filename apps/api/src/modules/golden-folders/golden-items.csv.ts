import { goldenItemSchema, type GoldenDocumentVersion, type GoldenItem } from '@praxis/shared';
import type { CsvColumn } from '../../lib/csv.js';

/** The newest version's fields a folder item's CSV row carries beside the item's own. */
const VERSION_FIELDS = [
  'file_name',
  'content_type',
  'size_bytes',
  'uploaded_by_name',
  'uploaded_at',
] as const satisfies readonly (keyof GoldenDocumentVersion)[];

/** A folder's item as a CSV row: the item's fields with its newest document version's flattened beside them. */
export const goldenItemCsvRow = ({ latest, ...item }: GoldenItem) => ({
  ...item,
  ...Object.fromEntries(VERSION_FIELDS.map((field) => [field, latest?.[field] ?? null])),
});

/** A folder's documents and links as CSV: what an item's row shows; any field of the row by `columns=`. */
export const GOLDEN_ITEMS_CSV = {
  filename: 'golden-folder-items',
  fields: [...Object.keys(goldenItemSchema.omit({ latest: true }).shape), ...VERSION_FIELDS],
  columns: [
    { key: 'name', header: 'Name' },
    { key: 'kind', header: 'Kind' },
    { key: 'description', header: 'Description' },
    { key: 'url', header: 'URL' },
    { key: 'file_name', header: 'File' },
    { key: 'size_bytes', header: 'Size (bytes)' },
    { key: 'version_count', header: 'Versions' },
    { key: 'updated_at', header: 'Updated' },
  ] satisfies CsvColumn[],
};
