import { applicantSchema, positionSchema } from '@praxis/shared';
import type { CsvColumn } from '../../lib/csv.js';

export const POSITION_CSV = {
  filename: 'positions',
  fields: Object.keys(positionSchema.shape),
  columns: [
    { key: 'title', header: 'Title' },
    { key: 'status', header: 'Status' },
    { key: 'job_title', header: 'Job title' },
    { key: 'location', header: 'Location' },
    { key: 'time_zone', header: 'Time zone' },
    { key: 'hiring_manager_name', header: 'Hiring manager' },
    { key: 'target_start', header: 'Target start' },
    { key: 'headcount', header: 'Headcount' },
    { key: 'candidate_count', header: 'Candidates' },
    { key: 'hired_count', header: 'Hired' },
  ] satisfies CsvColumn[],
};

export const CANDIDATE_CSV = {
  filename: 'candidates',
  fields: Object.keys(applicantSchema.shape),
  columns: [
    { key: 'first_name', header: 'First name' },
    { key: 'last_name', header: 'Last name' },
    { key: 'position_title', header: 'Position' },
    { key: 'stage', header: 'Stage' },
    { key: 'source', header: 'Source' },
    { key: 'owner_name', header: 'Owner' },
    { key: 'stage_changed_at', header: 'In stage since' },
  ] satisfies CsvColumn[],
};
