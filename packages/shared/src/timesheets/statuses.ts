/** A week's timesheet status; kept free of zod so that status chips do not pull the schemas into a page. */
export const TIMESHEET_STATUSES = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];
/** The admin view also lists weeks nobody started: "missing". */
export const TIMESHEET_VIEW_STATUSES = [...TIMESHEET_STATUSES, 'missing'] as const;
export type TimesheetViewStatus = (typeof TIMESHEET_VIEW_STATUSES)[number];
export const TIMESHEET_STATUS_LABELS: Record<TimesheetViewStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  approved: 'Approved',
  rejected: 'Rejected',
  missing: 'Missing',
};
