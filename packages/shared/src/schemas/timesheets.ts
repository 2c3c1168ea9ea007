import { z } from 'zod';
import { MAX_HOURS_PER_DAY } from '../timesheets/hours.js';
import { isIsoDate, isMonday } from '../timesheets/weeks.js';
import { TIMESHEET_STATUSES } from '../timesheets/statuses.js';

/** A row is time on an engagement or on one of the firm's internal categories. */
export const TIMESHEET_CATEGORIES = ['engagement', 'admin', 'training', 'sales', 'time_off'] as const;
export type TimesheetCategory = (typeof TIMESHEET_CATEGORIES)[number];
export const TIMESHEET_CATEGORY_LABELS: Record<TimesheetCategory, string> = {
  engagement: 'Engagement',
  admin: 'Admin',
  training: 'Training',
  sales: 'Sales',
  time_off: 'Time off',
};

export const ANOMALY_CODES = [
  'over_allocation',
  'under_allocation',
  'not_assigned',
  'same_as_last_week',
  'weekend',
  'holiday',
  'long_day',
  'missing_note',
  'after_engagement_end',
] as const;
export type AnomalyCode = (typeof ANOMALY_CODES)[number];
export const ANOMALY_LABELS: Record<AnomalyCode, string> = {
  over_allocation: 'Above plan',
  under_allocation: 'Below plan',
  not_assigned: 'Not assigned',
  same_as_last_week: 'Same as last week',
  weekend: 'Weekend hours',
  holiday: 'Holiday hours',
  long_day: 'Day over 12 h',
  missing_note: 'Missing note',
  after_engagement_end: 'After engagement end',
};

export const isoDateSchema = z
  .string()
  .refine(isIsoDate, { error: 'Use a date like 2026-11-23.' })
  .meta({ example: '2026-11-23' });
export const weekStartSchema = z
  .string()
  .refine(isMonday, { error: 'A week starts on a Monday (YYYY-MM-DD).' })
  .meta({ example: '2026-11-23' });

export const anomalySchema = z.object({
  code: z.enum(ANOMALY_CODES),
  /** The reason in words, shown to the user and to approvers. */
  message: z.string(),
  engagement_id: z.uuid().nullable(),
  date: z.string().nullable(),
});
export type Anomaly = z.infer<typeof anomalySchema>;

export const timesheetEntrySchema = z.object({
  date: z.string(),
  hours: z.number(),
  note: z.string().nullable(),
});
export type TimesheetEntry = z.infer<typeof timesheetEntrySchema>;

export const timesheetLineSchema = z.object({
  id: z.uuid().nullable(),
  engagement_id: z.uuid().nullable(),
  engagement_name: z.string().nullable(),
  client_name: z.string().nullable(),
  category: z.enum(TIMESHEET_CATEGORIES),
  billable: z.boolean(),
  notes_required: z.boolean(),
  /** The assignment's hours for this week ("planned 16 h"); null when not assigned. */
  planned_hours: z.number().nullable(),
  assigned: z.boolean(),
  entries: z.array(timesheetEntrySchema),
});
export type TimesheetLine = z.infer<typeof timesheetLineSchema>;

export const timesheetDaySchema = z.object({
  date: z.string(),
  is_weekend: z.boolean(),
  holiday: z.string().nullable(),
});

export const timesheetWeekSchema = z.object({
  id: z.uuid().nullable(),
  consultant_id: z.uuid(),
  consultant_name: z.string(),
  week_start: z.string(),
  iso_week: z.string(),
  status: z.enum(TIMESHEET_STATUSES),
  rejection_reason: z.string().nullable(),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  decided_by_name: z.string().nullable(),
  version: z.number().int(),
  capacity_hours: z.number(),
  days: z.array(timesheetDaySchema),
  lines: z.array(timesheetLineSchema),
  anomalies: z.array(anomalySchema),
  can_edit: z.boolean(),
  can_decide: z.boolean(),
});
export type TimesheetWeek = z.infer<typeof timesheetWeekSchema>;

const lineKey = {
  engagement_id: z.uuid({ error: 'Not a valid engagement id.' }).nullable(),
  category: z.enum(TIMESHEET_CATEGORIES),
};

export const timesheetCellSchema = z.strictObject({
  ...lineKey,
  date: isoDateSchema,
  /** null clears the cell. */
  hours: z
    .number()
    .min(0, { error: 'Hours cannot be negative.' })
    .max(MAX_HOURS_PER_DAY, { error: 'A day has at most 24 hours.' })
    .nullable(),
  note: z.string().trim().max(2000).nullable().optional(),
});
export type TimesheetCell = z.infer<typeof timesheetCellSchema>;

export const timesheetCellsInputSchema = z.strictObject({
  cells: z.array(timesheetCellSchema).min(1).max(200),
});
export type TimesheetCellsInput = z.infer<typeof timesheetCellsInputSchema>;

export const timesheetSaveResultSchema = z.object({
  id: z.uuid(),
  status: z.enum(TIMESHEET_STATUSES),
  version: z.number().int(),
  saved: z.number().int(),
});
export type TimesheetSaveResult = z.infer<typeof timesheetSaveResultSchema>;

export const timesheetLineInputSchema = z.strictObject({ ...lineKey, billable: z.boolean().optional() });
export type TimesheetLineInput = z.infer<typeof timesheetLineInputSchema>;

export const timesheetRejectSchema = z.strictObject({
  reason: z.string().trim().min(1, { error: 'Say why the week is rejected.' }).max(1000),
});
export type TimesheetReject = z.infer<typeof timesheetRejectSchema>;

export const timesheetBulkDecisionSchema = z
  .strictObject({
    decision: z.enum(['approve', 'reject']),
    reason: z.string().trim().max(1000).optional(),
    weeks: z
      .array(z.strictObject({ id: z.uuid(), version: z.number().int().min(1) }))
      .min(1)
      .max(200),
  })
  .refine((value) => value.decision === 'approve' || (value.reason ?? '').length > 0, {
    error: 'Say why the weeks are rejected.',
    path: ['reason'],
  });
export type TimesheetBulkDecision = z.infer<typeof timesheetBulkDecisionSchema>;

export const timesheetBulkResultSchema = z.object({
  results: z.array(
    z.object({
      id: z.uuid(),
      ok: z.boolean(),
      status: z.enum(TIMESHEET_STATUSES).nullable(),
      version: z.number().int().nullable(),
      message: z.string().nullable(),
    }),
  ),
});
export type TimesheetBulkResult = z.infer<typeof timesheetBulkResultSchema>;
