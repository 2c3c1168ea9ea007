import { onboardingSchema } from '@praxis/shared';
import type { CsvColumn } from '../../lib/csv.js';

/**
 * The onboardings as CSV: what each card of the admin list shows (the new hire, job title, start date, progress,
 * overdue tasks, whether the invitation was claimed); any field of the item but its task list by `columns=`.
 */
export const ONBOARDING_CSV = {
  filename: 'onboardings',
  fields: Object.keys(onboardingSchema.shape).filter((key) => key !== 'tasks'),
  columns: [
    { key: 'name', header: 'Name' },
    { key: 'email', header: 'Email' },
    { key: 'job_title', header: 'Job title' },
    { key: 'start_date', header: 'Start date' },
    { key: 'done', header: 'Done' },
    { key: 'total', header: 'Tasks' },
    { key: 'overdue', header: 'Overdue' },
    { key: 'has_account', header: 'Account claimed' },
  ] satisfies CsvColumn[],
};
