import { z } from 'zod';
import { ENGAGEMENT_STATUSES, ENGAGEMENT_TYPES, TEMPERATURES } from '../enums.js';
import { moneyAmountSchema, rateUsedSchema } from './exchange-rates.js';

const isoDate = z.iso.date({ error: 'Use a date like 2026-11-23.' });
/** The longest period the command center reads at once (two years of weeks). */
export const COMMAND_CENTER_MAX_WEEKS = 105;

export const commandCenterQuerySchema = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  job_title_id: z.uuid({ error: 'Not a valid job title.' }).optional(),
  engagement_type: z.enum(ENGAGEMENT_TYPES).optional(),
});
export type CommandCenterQuery = z.infer<typeof commandCenterQuerySchema>;

export const COMMAND_CENTER_CHARTS = [
  'utilisation',
  'job_titles',
  'bench',
  'pipeline',
  'temperature',
  'compliance',
  'requests',
] as const;
export type CommandCenterChart = (typeof COMMAND_CENTER_CHARTS)[number];
export const commandCenterExportQuerySchema = commandCenterQuerySchema.extend({
  chart: z.enum(COMMAND_CENTER_CHARTS, { error: 'Choose a chart to export.' }),
});

const pct = z.number().nullable();
const utilisationFields = {
  capacity_hours: z.number(),
  billable_hours: z.number(),
  worked_hours: z.number(),
  billable_pct: pct,
  total_pct: pct,
  /**
   * Admin only (finance.view): revenue converted into the base currency with the rates in `money`; absent for
   * everyone else and when a currency has no rate (then only `revenue_by_currency` holds).
   */
  revenue: z.number().optional(),
  /** Admin only: revenue in each engagement currency, never added across currencies. */
  revenue_by_currency: z.array(moneyAmountSchema).optional(),
  /** Admin only, with a cost basis set and revenue converted: revenue − worked hours × cost per hour. */
  margin: z.number().optional(),
  margin_pct: z.number().nullable().optional(),
};

export const commandCenterSchema = z.object({
  from: z.string(),
  to: z.string(),
  weeks: z.number().int(),
  /** When the weekly hours were last aggregated (the job runner refreshes them). */
  refreshed_at: z.string().nullable(),
  /** Weeks of the period in which anyone has a timesheet: utilisation counts only people's weeks with one. */
  weeks_with_timesheets: z.number().int(),
  /** Admin only: the base currency, the rates that converted revenue (with their dates) and currencies lacking one. */
  money: z
    .object({ base_currency: z.string(), rates_used: z.array(rateUsedSchema), missing_rates: z.array(z.string()) })
    .optional(),
  utilisation: z.object({
    total: z.object({ ...utilisationFields, person_weeks: z.number().int() }),
    by_week: z.array(
      z.object({
        week: z.string(),
        headcount: z.number().int(),
        /** People employed that week who have a timesheet for it (the capacity's headcount). */
        with_timesheets: z.number().int(),
        ...utilisationFields,
      }),
    ),
    by_job_title: z.array(
      z.object({
        job_title_id: z.uuid().nullable(),
        job_title: z.string(),
        headcount: z.number().int(),
        /** Person-weeks employed with a timesheet: the capacity is these × 40 h less time off. */
        person_weeks: z.number().int(),
        ...utilisationFields,
      }),
    ),
  }),
  bench: z.object({
    week: z.string(),
    headcount: z.number().int(),
    people: z.array(
      z.object({
        consultant_id: z.uuid(),
        name: z.string(),
        job_title: z.string().nullable(),
        allocated_hours: z.number(),
      }),
    ),
  }),
  pipeline: z.array(
    z.object({ type: z.enum(ENGAGEMENT_TYPES), status: z.enum(ENGAGEMENT_STATUSES), count: z.number().int() }),
  ),
  temperature: z.object({
    mix: z.array(z.object({ temperature: z.enum(TEMPERATURES), count: z.number().int() })),
    shares: z.object({ total: z.number().int(), green_pct: pct, yellow_pct: pct, red_pct: pct }),
    /** Sent status updates per week by overall status: how the portfolio's temperature moved. */
    trend: z.array(
      z.object({ week: z.string(), green: z.number().int(), yellow: z.number().int(), red: z.number().int() }),
    ),
  }),
  compliance: z.array(
    z.object({ week: z.string(), expected: z.number().int(), submitted: z.number().int(), rate: pct }),
  ),
  requests: z.object({
    open: z.number().int(),
    ageing: z.array(
      z.object({
        label: z.string(),
        min_days: z.number().int(),
        max_days: z.number().int().nullable(),
        count: z.number().int(),
      }),
    ),
    time_to_staff: z.object({ staffed: z.number().int(), average_days: pct, median_days: pct }),
  }),
});
export type CommandCenter = z.infer<typeof commandCenterSchema>;

/** Admin settings of the command center: the standard cost of a worked hour (margin = revenue − cost). */
export const kpiSettingsInputSchema = z
  .object({
    cost_per_hour: z
      .number({ error: 'Enter an amount.' })
      .min(0, 'Cannot be negative.')
      .max(100_000, 'At most 100,000.')
      .refine((value) => Math.round(value * 100) === value * 100, 'At most two decimals.'),
  })
  .strict();
export const kpiSettingsSchema = z.object({
  cost_per_hour: z.number().nullable(),
  /** 0 = never saved (no cost basis: no margin). */
  version: z.number().int(),
});
export type KpiSettings = z.infer<typeof kpiSettingsSchema>;

/** The people behind a utilisation figure: each person's weeks employed, weeks with timesheets and hours. */
export const commandCenterPeopleSchema = z.object({
  from: z.string(),
  to: z.string(),
  people: z.array(
    z.object({
      consultant_id: z.uuid(),
      name: z.string(),
      job_title: z.string().nullable(),
      weeks_employed: z.number().int(),
      weeks_with_timesheets: z.number().int(),
      capacity_hours: z.number(),
      billable_hours: z.number(),
      worked_hours: z.number(),
      billable_pct: pct,
      total_pct: pct,
    }),
  ),
});
export type CommandCenterPeople = z.infer<typeof commandCenterPeopleSchema>;
