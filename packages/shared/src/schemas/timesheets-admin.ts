import { daysBetween, isIsoDate } from '../dates.js';
import { z } from 'zod';
import { anomalySchema, ANOMALY_CODES, TIMESHEET_CATEGORIES, weekStartSchema } from './timesheets.js';
import { TIMESHEET_STATUSES, TIMESHEET_VIEW_STATUSES } from '../timesheets/statuses.js';

/** At most this many weeks in one admin view (12 weeks ≈ a quarter). */
export const TIMESHEET_ADMIN_MAX_WEEKS = 12;

const periodShape = {
  from: weekStartSchema,
  to: weekStartSchema,
  engagement_id: z.uuid({ error: 'Not a valid engagement id.' }).optional(),
  consultant_id: z.uuid({ error: 'Not a valid consultant id.' }).optional(),
};

const checkPeriod = <T extends { from: string; to: string }>(value: T) =>
  value.to >= value.from &&
  (!isIsoDate(value.from) || !isIsoDate(value.to) || daysBetween(value.from, value.to) / 7 < TIMESHEET_ADMIN_MAX_WEEKS);
const periodError = {
  error: `Choose a period of 1 to ${TIMESHEET_ADMIN_MAX_WEEKS} weeks (from ≤ to).`,
  path: ['to'],
};

export const timesheetAdminFilterShape = {
  ...periodShape,
  status: z.enum(TIMESHEET_VIEW_STATUSES).optional(),
  /** `any` for weeks with at least one flag, or one anomaly code. */
  anomaly: z.enum(['any', ...ANOMALY_CODES]).optional(),
  q: z.string().trim().max(100).optional(),
};
/** Adds the period rule to a query schema that extends the filters (e.g. with paging). */
export const withPeriodCheck = <T extends z.ZodType<{ from: string; to: string }>>(schema: T) =>
  schema.refine(checkPeriod, periodError);
export const timesheetAdminQuerySchema = withPeriodCheck(z.object(timesheetAdminFilterShape));
export type TimesheetAdminQuery = z.infer<typeof timesheetAdminQuerySchema>;

export const timesheetPeriodQuerySchema = z.object(periodShape).refine(checkPeriod, periodError);
export type TimesheetPeriodQuery = z.infer<typeof timesheetPeriodQuerySchema>;

/** One person-week in the admin view, with hours per engagement or category. */
export const timesheetAdminRowSchema = z.object({
  week_id: z.uuid().nullable(),
  version: z.number().int().nullable(),
  consultant_id: z.uuid(),
  consultant_name: z.string(),
  week_start: z.string(),
  status: z.enum(TIMESHEET_VIEW_STATUSES),
  total_hours: z.number(),
  billable_hours: z.number(),
  lines: z.array(
    z.object({
      engagement_id: z.uuid().nullable(),
      engagement_name: z.string().nullable(),
      category: z.enum(TIMESHEET_CATEGORIES),
      hours: z.number(),
    }),
  ),
  anomalies: z.array(anomalySchema),
  rejection_reason: z.string().nullable(),
  submitted_at: z.string().nullable(),
  can_decide: z.boolean(),
});
export type TimesheetAdminRow = z.infer<typeof timesheetAdminRowSchema>;

export const timesheetTotalsSchema = z.object({
  total_hours: z.number(),
  billable_hours: z.number(),
  by_status: z.record(z.enum(TIMESHEET_VIEW_STATUSES), z.number().int()),
  by_engagement: z.array(
    z.object({
      engagement_id: z.uuid().nullable(),
      engagement_name: z.string(),
      client_name: z.string().nullable(),
      hours: z.number(),
      billable_hours: z.number(),
    }),
  ),
  by_person: z.array(
    z.object({
      consultant_id: z.uuid(),
      consultant_name: z.string(),
      hours: z.number(),
      billable_hours: z.number(),
    }),
  ),
});
export type TimesheetTotals = z.infer<typeof timesheetTotalsSchema>;

export const timesheetRemindSchema = z.strictObject({
  week_start: weekStartSchema,
  consultant_ids: z.array(z.uuid()).min(1).max(500),
});
export type TimesheetRemind = z.infer<typeof timesheetRemindSchema>;

export const timesheetSettingsSchema = z.object({
  /** Hours logged more than this share above or below the allocation are flagged (25 = ±25 %). */
  allocation_threshold_pct: z.number().int().min(1).max(200),
  version: z.number().int(),
});
export type TimesheetSettings = z.infer<typeof timesheetSettingsSchema>;
export const timesheetSettingsUpdateSchema = z.strictObject({
  allocation_threshold_pct: z.number().int().min(1).max(200),
});

export const engagementTimesheetSettingsSchema = z.strictObject({ notes_required: z.boolean() });
export type EngagementTimesheetSettings = z.infer<typeof engagementTimesheetSettingsSchema>;

/** Hours by week and person on one engagement (the engagement's timesheets tab). */
export const engagementTimesheetsSchema = z.object({
  engagement_id: z.uuid(),
  notes_required: z.boolean(),
  weeks: z.array(z.string()),
  people: z.array(
    z.object({
      consultant_id: z.uuid(),
      consultant_name: z.string(),
      hours_allocated: z.number().nullable(),
      hours_used: z.number(),
      weeks: z.array(
        z.object({
          week_start: z.string(),
          hours: z.number(),
          status: z.enum([...TIMESHEET_STATUSES]),
        }),
      ),
    }),
  ),
  total_hours: z.number(),
  approved_hours: z.number(),
});
export type EngagementTimesheets = z.infer<typeof engagementTimesheetsSchema>;

/** Home: this week's timesheet for the signed-in user. */
export const myTimesheetStatusSchema = z.object({
  week_start: z.string(),
  status: z.enum(TIMESHEET_VIEW_STATUSES),
  total_hours: z.number(),
  capacity_hours: z.number(),
  rejection_reason: z.string().nullable(),
});
export type MyTimesheetStatus = z.infer<typeof myTimesheetStatusSchema>;
