import { statusUpdateSchema } from '@praxis/shared';
import type { CsvColumn } from '../../lib/csv.js';

/** The status updates list as CSV (no money in an update). */
export const STATUS_UPDATE_CSV = {
  filename: 'status-updates',
  fields: Object.keys(statusUpdateSchema.shape),
  columns: [
    { key: 'week_start', header: 'Week' },
    { key: 'engagement_name', header: 'Engagement' },
    { key: 'client_name', header: 'Client' },
    { key: 'state', header: 'State' },
    { key: 'overall_status', header: 'Status' },
    { key: 'summary', header: 'Summary' },
    { key: 'author_name', header: 'Author' },
    { key: 'sent_at', header: 'Sent' },
  ] satisfies CsvColumn[],
};
