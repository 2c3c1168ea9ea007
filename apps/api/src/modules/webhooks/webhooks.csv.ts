import { webhookSchema } from '@praxis/shared';
import type { CsvColumn } from '../../lib/csv.js';

/** The endpoints as CSV: any field of the item by `columns=`; these by default (never the secret). */
export const WEBHOOK_CSV = {
  filename: 'webhooks',
  fields: Object.keys(webhookSchema.shape),
  columns: [
    { key: 'name', header: 'Name' },
    { key: 'url', header: 'URL' },
    { key: 'format', header: 'Format' },
    { key: 'event_types', header: 'Events' },
    { key: 'enabled', header: 'Enabled' },
    { key: 'last_delivery_status', header: 'Last delivery' },
    { key: 'created_at', header: 'Created' },
  ] satisfies CsvColumn[],
};
