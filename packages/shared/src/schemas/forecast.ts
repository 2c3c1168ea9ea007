import { z } from 'zod';

const hours = z.number();
const date = z.string().describe('yyyy-MM-dd');

/** What `@praxis/shared/forecast` answers for an engagement, as the API sends it. */
export const engagementForecastSchema = z.object({
  engagement_id: z.uuid(),
  today: date,
  budget_hours: hours.nullable(),
  actual_hours: hours,
  scheduled_hours: hours,
  tentative_hours: hours,
  estimate_at_completion_hours: hours,
  runs_out_on: date.nullable().describe('The date the budget is used up when the estimate goes over it'),
  over_by_hours: hours.nullable().describe('How far over the budget the estimate ends (0 within it; null without)'),
  with_tentative: z.object({
    estimate_at_completion_hours: hours,
    runs_out_on: date.nullable(),
    over_by_hours: hours.nullable(),
  }),
  schedule: z.object({ people: z.number().int(), hours_per_week: hours, from: date.nullable() }),
  weeks: z.array(z.object({ week: date, actual: hours, scheduled: hours, tentative: hours })),
  money: z
    .object({
      basis: z.enum(['revenue', 'cost']),
      currency: z.string(),
      budget_amount: z.number().nullable(),
      actual_amount: z.number(),
      scheduled_amount: z.number(),
      tentative_amount: z.number(),
      estimate_at_completion_amount: z.number(),
      runs_out_on: date.nullable(),
      over_by_amount: z.number().nullable(),
    })
    .nullable()
    .describe('Only for those who may see money (finance.view)'),
  explanation: z.string(),
});
export type EngagementForecastAnswer = z.infer<typeof engagementForecastSchema>;

/** How many weeks ahead the firm forecast looks. */
export const FIRM_FORECAST_WEEKS = 12;

const percent = z.number().nullable();
const benchPersonSchema = z.object({
  consultant_id: z.uuid(),
  name: z.string(),
  top_skills: z.array(z.string()),
  capacity_hours: hours,
  scheduled_hours: hours,
  tentative_hours: hours,
  booked_percent: percent,
});
const rollOffSchema = z.object({
  consultant_id: z.uuid(),
  name: z.string(),
  engagement_id: z.uuid(),
  engagement_name: z.string(),
  engagement_type: z.string(),
  ends_on: date,
  week: date,
});

/** The firm's next weeks, as the command center shows them. */
export const firmForecastSchema = z.object({
  today: date,
  weeks: z.array(
    z.object({
      week: date,
      capacity_hours: hours,
      scheduled_hours: hours,
      tentative_hours: hours,
      utilisation_percent: percent,
      utilisation_with_tentative_percent: percent,
      bench_count: z.number().int(),
      roll_off_count: z.number().int(),
    }),
  ),
  bench: z.array(z.object({ week: date, people: z.array(benchPersonSchema) })),
  roll_offs: z.array(rollOffSchema),
  revenue: z
    .array(z.object({ currency: z.string(), weeks: z.array(z.number()), total: z.number() }))
    .nullable()
    .describe('Scheduled billable hours × rates per currency (never summed across currencies); admins only'),
});
export type FirmForecastAnswer = z.infer<typeof firmForecastSchema>;

/** One week of the firm forecast: the people and engagements behind its numbers. */
export const firmForecastWeekSchema = z.object({
  week: date,
  people: z.array(benchPersonSchema.extend({ on_bench: z.boolean() })),
  engagements: z.array(
    z.object({
      engagement_id: z.uuid(),
      name: z.string(),
      type: z.string(),
      currency: z.string(),
      scheduled_hours: hours,
      tentative_hours: hours,
      revenue: z.number().nullable().describe('Admins only; null when the engagement is not billed by the hour'),
      people: z.array(z.object({ id: z.uuid(), name: z.string() })),
    }),
  ),
});
export type FirmForecastWeek = z.infer<typeof firmForecastWeekSchema>;

export const FIRM_FORECAST_CSV_VIEWS = ['weeks', 'bench', 'roll_offs', 'revenue'] as const;
export const firmForecastExportQuerySchema = z.object({
  view: z.enum(FIRM_FORECAST_CSV_VIEWS, { error: 'view must be weeks, bench, roll_offs or revenue.' }).default('weeks'),
});
export const firmForecastWeekParamsSchema = z.object({
  week: z.iso.date({ error: 'Enter a date (YYYY-MM-DD).' }),
});

const whatIfOutcomeSchema = z.object({
  estimate_at_completion_hours: hours,
  runs_out_on: date.nullable(),
  over_by_hours: hours.nullable(),
  estimate_at_completion_amount: z.number().nullable().describe('Only with finance rights'),
  over_by_amount: z.number().nullable().describe('Only with finance rights'),
});

/** Whether an open request, staffed as asked, takes its engagement over budget (the staffing queue's flag). */
export const budgetRiskSchema = z.object({
  /** Within the budget now, over it once staffed. */
  tips_over: z.boolean(),
  budget_hours: hours,
  added_hours: hours,
  over_by_hours: hours,
  runs_out_on: date.nullable(),
  reason: z.string(),
});
export type BudgetRisk = z.infer<typeof budgetRiskSchema>;

export const staffingWhatIfQuerySchema = z.object({
  consultant_id: z.uuid({ error: 'consultant_id must be a consultant id.' }),
  hours_per_week: z.coerce
    .number({ error: 'hours_per_week must be a number.' })
    .min(1, 'At least 1 hour per week.')
    .max(60, 'At most 60 hours per week.')
    .optional(),
});
export type StaffingWhatIfQuery = z.infer<typeof staffingWhatIfQuerySchema>;

/** How proposing a person for a request changes the engagement's forecast and the person's utilisation. */
export const staffingWhatIfSchema = z.object({
  request_id: z.uuid(),
  engagement_id: z.uuid(),
  engagement_name: z.string(),
  consultant_id: z.uuid(),
  consultant_name: z.string(),
  hours_per_week: hours,
  start_date: date,
  end_date: date,
  engagement: z.object({
    budget_hours: hours.nullable(),
    currency: z.string().nullable().describe('Set when the outcomes carry money (finance rights)'),
    before: whatIfOutcomeSchema,
    after: whatIfOutcomeSchema,
    added_hours: hours,
    over_budget: z.boolean(),
    tips_over: z.boolean(),
    reason: z.string().nullable().describe('Why the booking ends over budget; null within it'),
  }),
  utilisation: z.object({
    weeks: z.array(z.object({ week: date, capacity: hours, before: hours, after: hours })),
    before_percent: percent,
    after_percent: percent,
    over_capacity_weeks: z.array(date),
  }),
});
export type StaffingWhatIf = z.infer<typeof staffingWhatIfSchema>;
