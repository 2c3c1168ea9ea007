import type { Assignment } from '@praxis/shared';
import type { CsvColumn } from '../../lib/csv.js';

/** A team member as a CSV row: the assignment with its consultant's name and job title flattened. */
export const teamCsvRow = (assignment: Assignment) => ({
  consultant: assignment.consultant.name,
  job_title: assignment.consultant.job_title,
  engagement_role: assignment.engagement_role ?? 'Team member',
  start_date: assignment.start_date,
  end_date: assignment.end_date,
  hours_allocated: assignment.hours_allocated,
  hours_used: assignment.hours_used,
});

/** The engagement's team as CSV (the Team tab's export). */
export const TEAM_CSV = {
  filename: 'team',
  columns: [
    { key: 'consultant', header: 'Consultant' },
    { key: 'job_title', header: 'Job title' },
    { key: 'engagement_role', header: 'Role' },
    { key: 'start_date', header: 'Start' },
    { key: 'end_date', header: 'End' },
    { key: 'hours_allocated', header: 'Hours allocated' },
    { key: 'hours_used', header: 'Hours used' },
  ] satisfies CsvColumn[],
};
