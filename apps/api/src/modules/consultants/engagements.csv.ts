import type { ConsultantProfile } from '@praxis/shared';
import type { CsvColumn } from '../../lib/csv.js';

type HistoryRow = ConsultantProfile['engagements'][number];

/** A line of the engagement history as a CSV row (the role named as the profile names it). */
export const historyCsvRow = (row: HistoryRow) => ({
  ...row,
  engagement_role: row.engagement_role ?? 'Team member',
  is_current: row.is_current ? 'Current' : '',
});

/** The profile's engagement history as CSV. */
export const HISTORY_CSV = {
  filename: 'engagement-history',
  columns: [
    { key: 'name', header: 'Engagement' },
    { key: 'client_name', header: 'Client' },
    { key: 'is_current', header: 'Current' },
    { key: 'engagement_role', header: 'Role' },
    { key: 'start_date', header: 'Start' },
    { key: 'end_date', header: 'End' },
    { key: 'hours_used', header: 'Hours used' },
    { key: 'hours_allocated', header: 'Hours allocated' },
  ] satisfies CsvColumn[],
  fields: [
    'name',
    'client_name',
    'is_current',
    'engagement_role',
    'start_date',
    'end_date',
    'hours_used',
    'hours_allocated',
    'type',
    'status',
  ],
};
