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
