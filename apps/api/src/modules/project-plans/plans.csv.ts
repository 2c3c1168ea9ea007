import { planSummarySchema } from '@praxis/shared';
import type { CsvColumn } from '../../lib/csv.js';

/** The plan landing as CSV: any field of the summary by `columns=`; these by default. */
export const PLAN_CSV = {
  filename: 'project-plans',
  fields: Object.keys(planSummarySchema.shape),
  columns: [
    { key: 'name', header: 'Plan' },
    { key: 'engagement_name', header: 'Engagement' },
    { key: 'client_name', header: 'Client' },
    { key: 'status', header: 'Status' },
    { key: 'percent_complete', header: '% complete' },
    { key: 'next_milestone', header: 'Next milestone' },
    { key: 'slipping_count', header: 'Slipping tasks' },
    { key: 'task_count', header: 'Tasks' },
  ] satisfies CsvColumn[],
};
