import { consultantCardSchema } from '@praxis/shared';
import type { CsvColumn } from '../../lib/csv.js';

/** The consultants directory as CSV (hourly_rate stays empty where the caller may not see it). */
export const CONSULTANT_CSV = {
  filename: 'consultants',
  fields: Object.keys(consultantCardSchema.shape),
  columns: [
    { key: 'first_name', header: 'First name' },
    { key: 'last_name', header: 'Last name' },
    { key: 'email', header: 'Email' },
    { key: 'job_title', header: 'Job title' },
    { key: 'location', header: 'Location' },
    { key: 'availability_status', header: 'Availability' },
    { key: 'role', header: 'Role' },
    { key: 'start_date', header: 'Start date' },
    { key: 'certifications', header: 'Certifications' },
    { key: 'languages', header: 'Languages' },
  ] satisfies CsvColumn[],
};
