import { resourceRequestSchema } from '@praxis/shared';
import type { CsvColumn } from '../../lib/csv.js';

/** The resource-request list as CSV: any field of the item by `columns=`; these by default. */
export const REQUEST_CSV = {
  filename: 'resource-requests',
  fields: Object.keys(resourceRequestSchema.shape),
  columns: [
    { key: 'engagement_name', header: 'Engagement' },
    { key: 'client_name', header: 'Client' },
    { key: 'requester_name', header: 'Requester' },
    { key: 'engagement_role', header: 'Role' },
    { key: 'job_title', header: 'Job title' },
    { key: 'status', header: 'Status' },
    { key: 'priority', header: 'Priority' },
    { key: 'hours_per_week', header: 'Hours per week' },
    { key: 'hours_staffed', header: 'Hours staffed' },
    { key: 'start_date', header: 'Start' },
    { key: 'end_date', header: 'End' },
    { key: 'age_days', header: 'Age (days)' },
    { key: 'time_to_staff_days', header: 'Time to staff (days)' },
  ] satisfies CsvColumn[],
};
