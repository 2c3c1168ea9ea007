import { workItemSummarySchema } from '@praxis/shared';
import type { CsvColumn } from '../../lib/csv.js';

/** Work items (and "my requests" with `mine=true`) as CSV. */
export const WORK_ITEM_CSV = {
  filename: 'work-items',
  fields: Object.keys(workItemSummarySchema.shape),
  columns: [
    { key: 'name', header: 'Name' },
    { key: 'kind', header: 'Kind' },
    { key: 'status', header: 'Status' },
    { key: 'priority', header: 'Priority' },
    { key: 'category', header: 'Category' },
    { key: 'engagement_name', header: 'Engagement' },
    { key: 'requester_name', header: 'Requester' },
    { key: 'assignee_name', header: 'Assignee' },
    { key: 'due_date', header: 'Due' },
    { key: 'created_at', header: 'Created' },
    { key: 'updated_at', header: 'Updated' },
  ] satisfies CsvColumn[],
};
