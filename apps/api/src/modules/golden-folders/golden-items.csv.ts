import type { GoldenItem } from '@praxis/shared';
import type { CsvColumn } from '../../lib/csv.js';

/** A folder's item as a CSV row: the item's fields with its newest document version's flattened beside them. */
export const goldenItemCsvRow = ({ latest, ...item }: GoldenItem) => ({
  ...item,
  file_name: latest?.file_name ?? null,
  content_type: latest?.content_type ?? null,
  size_bytes: latest?.size_bytes ?? null,
  uploaded_by_name: latest?.uploaded_by_name ?? null,
  uploaded_at: latest?.uploaded_at ?? null,
});

const ROW_FIELDS = [
  'id',
  'folder_id',
  'kind',
  'name',
  'description',
  'url',
  'version_count',
  'version',
  'updated_at',
  'file_name',
  'content_type',
  'size_bytes',
  'uploaded_by_name',
  'uploaded_at',
] as const satisfies readonly (keyof ReturnType<typeof goldenItemCsvRow>)[];

/** A folder's documents and links as CSV: what an item's row shows; any field of the row by `columns=`. */
export const GOLDEN_ITEMS_CSV = {
  filename: 'golden-folder-items',
  fields: ROW_FIELDS,
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
