import { engagementAttentionSchema, engagementSchema } from '@praxis/shared';
import type { CsvColumn } from '../../lib/csv.js';

/** The engagements list as CSV (objects export their name; budget_amount stays empty without finance.view). */
export const ENGAGEMENT_CSV = {
  filename: 'engagements',
  fields: Object.keys(engagementSchema.shape),
  columns: [
    { key: 'name', header: 'Name' },
    { key: 'client', header: 'Client' },
    { key: 'type', header: 'Type' },
    { key: 'status', header: 'Status' },
    { key: 'project_temperature', header: 'Temperature' },
    { key: 'start_date', header: 'Start' },
    { key: 'end_date', header: 'End' },
    { key: 'project_managers', header: 'Project Managers' },
    { key: 'team_size', header: 'Team' },
    { key: 'hours_allocated', header: 'Hours allocated' },
    { key: 'hours_used', header: 'Hours used' },
    { key: 'budget_hours', header: 'Budget hours' },
    { key: 'forecast_over_by_hours', header: 'Forecast over budget by (hours)' },
    { key: 'forecast_runs_out_on', header: 'Budget runs out on' },
    { key: 'budget_amount', header: 'Budget amount' },
    { key: 'currency', header: 'Currency' },
  ] satisfies CsvColumn[],
};

/** The overview's "Needs attention" list as CSV: why each engagement is listed, in words. */
export const ATTENTION_CSV = {
  filename: 'engagements-needing-attention',
  fields: Object.keys(engagementAttentionSchema.shape),
  columns: [
    { key: 'name', header: 'Engagement' },
    { key: 'client_name', header: 'Client' },
    { key: 'type', header: 'Type' },
    { key: 'status', header: 'Status' },
    { key: 'project_temperature', header: 'Temperature' },
    { key: 'reasons', header: 'Why' },
    { key: 'end_date', header: 'Ends' },
  ] satisfies CsvColumn[],
};
