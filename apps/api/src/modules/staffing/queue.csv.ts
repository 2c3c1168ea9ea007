import { queueItemSchema } from '@praxis/shared';
import type { CsvColumn } from '../../lib/csv.js';

/** The staffing queue as CSV: each open request as its card shows it; `top` lists the top three candidates. */
export const QUEUE_CSV = {
  filename: 'staffing-queue',
  fields: Object.keys(queueItemSchema.shape),
  columns: [
    { key: 'engagement_name', header: 'Engagement' },
    { key: 'client_name', header: 'Client' },
    { key: 'job_title', header: 'Job title' },
    { key: 'requester_name', header: 'Requester' },
    { key: 'priority', header: 'Priority' },
    { key: 'status', header: 'Status' },
    { key: 'start_date', header: 'Start' },
    { key: 'end_date', header: 'End' },
    { key: 'hours_remaining', header: 'Hours unstaffed' },
    { key: 'hours_per_week', header: 'Hours per week' },
    { key: 'age_days', header: 'Age (days)' },
    { key: 'top', header: 'Top candidates' },
  ] satisfies CsvColumn[],
};
