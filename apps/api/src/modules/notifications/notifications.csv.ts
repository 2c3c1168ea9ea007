import { notificationSchema } from '@praxis/shared';
import type { CsvColumn } from '../../lib/csv.js';

/** My notifications as CSV (only the caller's own: the list's SQL filter). */
export const NOTIFICATION_CSV = {
  filename: 'notifications',
  fields: Object.keys(notificationSchema.shape),
  columns: [
    { key: 'created_at', header: 'Received' },
    { key: 'type', header: 'Type' },
    { key: 'title', header: 'Title' },
    { key: 'body', header: 'Message' },
    { key: 'read_at', header: 'Read' },
    { key: 'link', header: 'Link' },
  ] satisfies CsvColumn[],
};
