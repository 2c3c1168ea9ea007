import { calendarEventSchema } from '@praxis/shared';
import type { CsvColumn } from '../../lib/csv.js';

/** The admin calendar's pending time-off list as CSV: who and which days, as each row shows; any field by `columns=`. */
export const PENDING_TIME_OFF_CSV = {
  filename: 'pending-time-off',
  fields: [...Object.keys(calendarEventSchema.shape), 'first_day', 'last_day'],
  columns: [
    { key: 'consultant_name', header: 'Consultant' },
    { key: 'first_day', header: 'First day' },
    { key: 'last_day', header: 'Last day' },
  ] satisfies CsvColumn[],
};
