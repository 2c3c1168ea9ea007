import { TIMESHEET_CATEGORY_LABELS, type TimesheetLine } from '@praxis/shared';

// Not in labels.ts: /home's timesheet card reads labels.ts, and the category labels come with the shared schemas'
// chunk (zod), 25 kB gzip that /home does not otherwise load.
/** A line's name: its engagement's, or its internal category's. */
export const rowNameOf = (line: TimesheetLine) => line.engagement_name ?? TIMESHEET_CATEGORY_LABELS[line.category];
