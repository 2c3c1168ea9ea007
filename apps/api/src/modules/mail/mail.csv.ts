import { mailOutboxItemSchema } from '@praxis/shared';
import type { CsvColumn } from '../../lib/csv.js';

/** The outbox as CSV: the same rows and filter as its page (never a body: links in it may still be live). */
export const OUTBOX_CSV = {
  filename: 'e-mail-outbox',
  fields: Object.keys(mailOutboxItemSchema.shape),
  columns: [
    { key: 'created_at', header: 'Queued' },
    { key: 'to_address', header: 'To' },
    { key: 'subject', header: 'Subject' },
    { key: 'kind', header: 'Kind' },
    { key: 'status', header: 'Status' },
    { key: 'attempts', header: 'Tries' },
    { key: 'sent_at', header: 'Sent' },
    { key: 'last_error', header: 'Error' },
  ] satisfies CsvColumn[],
};
