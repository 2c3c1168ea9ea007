import { changeLogEntrySchema } from '@praxis/shared';
import type { CsvColumn } from '../../lib/csv.js';

/** The change log as CSV: what an entry's card shows by default; any field of the item by `columns=`. */
export const CHANGE_LOG_CSV = {
  filename: 'change-log',
  fields: Object.keys(changeLogEntrySchema.shape),
  columns: [
    { key: 'release_version', header: 'Version' },
    { key: 'title', header: 'Title' },
    { key: 'category', header: 'Category' },
    { key: 'state', header: 'State' },
    { key: 'published_at', header: 'Published' },
    { key: 'author_name', header: 'Author' },
  ] satisfies CsvColumn[],
};
