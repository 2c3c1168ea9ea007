import { z } from 'zod';
import { TEMPERATURES } from '../enums.js';

export const STATUS_UPDATE_STATES = ['draft', 'sent'] as const;
export type StatusUpdateState = (typeof STATUS_UPDATE_STATES)[number];
/** An active engagement is overdue without a sent update in this many days (docs/product.md §11.9). */
export const STATUS_UPDATE_OVERDUE_DAYS = 7;

const isoDate = z.iso.date({ error: 'Use a date like 2026-11-21.' });
const longText = z.string().trim().max(10_000, 'Keep it under 10,000 characters.');

export const statusRiskSchema = z
  .object({
    kind: z.enum(['risk', 'issue'], { error: 'A risk or an issue.' }),
    title: z.string().trim().min(1, 'Describe the risk.').max(300),
    owner_id: z.uuid({ error: 'Choose an owner.' }).nullable(),
    due_date: isoDate.nullable(),
    resolved: z.boolean(),
  })
  .strict();
export type StatusRisk = z.infer<typeof statusRiskSchema>;

const fields = {
  overall_status: z.enum(TEMPERATURES, { error: 'Choose Healthy, Watch or Critical.' }),
  summary: longText,
  accomplishments: longText,
  next_steps: longText,
  risks: z.array(statusRiskSchema).max(50, 'At most 50 risks and issues.'),
  recipient_consultant_ids: z.array(z.uuid({ error: 'Not a valid team member.' })).max(200),
  recipient_contact_ids: z.array(z.uuid({ error: 'Not a valid client contact.' })).max(200),
};

export const statusUpdateCreateSchema = z
  .object({
    engagement_id: z.uuid({ error: 'Choose an engagement.' }),
    week_start: isoDate.optional(),
    ...fields,
    summary: fields.summary.default(''),
    accomplishments: fields.accomplishments.default(''),
    next_steps: fields.next_steps.default(''),
    risks: fields.risks.default([]),
    recipient_consultant_ids: fields.recipient_consultant_ids.default([]),
    recipient_contact_ids: fields.recipient_contact_ids.default([]),
  })
  .strict();
export type StatusUpdateCreate = z.input<typeof statusUpdateCreateSchema>;

export const statusUpdateUpdateSchema = z.object(fields).partial().strict();
export type StatusUpdateUpdate = z.infer<typeof statusUpdateUpdateSchema>;

const riskOut = statusRiskSchema.extend({ owner_name: z.string().nullable() });

export const statusUpdateSchema = z.object({
  id: z.uuid(),
  engagement_id: z.uuid(),
  engagement_name: z.string(),
  engagement_type: z.string(),
  client_name: z.string(),
  author_name: z.string().nullable(),
  week_start: z.string(),
  state: z.enum(STATUS_UPDATE_STATES),
  overall_status: z.enum(TEMPERATURES),
  summary: z.string(),
  accomplishments: z.string(),
  next_steps: z.string(),
  risks: z.array(riskOut),
  recipient_consultant_ids: z.array(z.uuid()),
  recipient_contact_ids: z.array(z.uuid()),
  sent_at: z.string().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StatusUpdate = z.infer<typeof statusUpdateSchema>;

export const statusUpdateListQuerySchema = z.object({
  engagement_id: z.uuid({ error: 'Not a valid engagement id.' }).optional(),
  state: z.enum(STATUS_UPDATE_STATES, { error: 'State must be draft or sent.' }).optional(),
  overall_status: z.enum(TEMPERATURES, { error: 'Status must be green, yellow or red.' }).optional(),
  week_start: isoDate.optional(),
});
export type StatusUpdateListQuery = z.infer<typeof statusUpdateListQuerySchema>;

const reasonSchema = z.object({
  factor: z.enum(['burn', 'schedule', 'staffing', 'timesheets', 'staleness', 'forecast']),
  level: z.union([z.literal(1), z.literal(2)]),
  text: z.string(),
});

/** An engagement's health: the manual temperature beside the computed one, with its reasons. */
export const engagementHealthSchema = z.object({
  engagement_id: z.uuid(),
  engagement_name: z.string(),
  engagement_type: z.string(),
  client_name: z.string(),
  manual_temperature: z.enum(TEMPERATURES),
  computed_temperature: z.enum(TEMPERATURES),
  score: z.number().int(),
  reasons: z.array(reasonSchema),
  disagree: z.boolean(),
  last_sent_at: z.string().nullable(),
  overdue: z.boolean(),
  days_since_update: z.number().int().nullable(),
});
export type EngagementHealth = z.infer<typeof engagementHealthSchema>;

/** What the form starts from: the data of the engagement (docs/product.md §11.9 "prefilled"). */
export const statusUpdatePrefillSchema = z.object({
  health: engagementHealthSchema,
  week_start: z.string(),
  overall_status: z.enum(TEMPERATURES),
  accomplishments: z.string(),
  next_steps: z.string(),
  summary: z.string(),
  risks: z.array(riskOut),
  team: z.array(z.object({ id: z.uuid(), name: z.string() })),
  contacts: z.array(z.object({ id: z.uuid(), name: z.string(), email: z.string().nullable() })),
  /** This week's update when there is one (draft or sent): the form edits it instead of filing a second one. */
  existing: statusUpdateSchema.nullable(),
});
export type StatusUpdatePrefill = z.infer<typeof statusUpdatePrefillSchema>;

const limit = (max: number) =>
  z
    .number({ error: 'Enter a number.' })
    .int('Use a whole number.')
    .min(0, 'Cannot be negative.')
    .max(max, `At most ${max}.`);
const PAIRS = [
  ['burn_watch_points', 'burn_critical_points'],
  ['slip_watch_days', 'slip_critical_days'],
  ['gaps_watch', 'gaps_critical'],
  ['variance_watch_percent', 'variance_critical_percent'],
  ['stale_watch_days', 'stale_critical_days'],
  ['forecast_watch_percent', 'forecast_critical_percent'],
] as const;

/** The computed temperature's limits as admins edit them (docs/product.md §11.9): each "critical" above its "watch". */
export const temperatureThresholdsSchema = z
  .object({
    burn_watch_points: limit(100),
    burn_critical_points: limit(100),
    slip_watch_days: limit(365),
    slip_critical_days: limit(365),
    gaps_watch: limit(100),
    gaps_critical: limit(100),
    variance_watch_percent: limit(1000),
    variance_critical_percent: limit(1000),
    stale_watch_days: limit(365),
    stale_critical_days: limit(365),
    forecast_watch_percent: limit(1000),
    forecast_critical_percent: limit(1000),
  })
  .strict()
  .superRefine((value, ctx) => {
    for (const [watch, critical] of PAIRS) {
      if (value[critical] <= value[watch]) {
        ctx.addIssue({ code: 'custom', path: [critical], message: 'Must be higher than the Watch limit.' });
      }
    }
  });

export const temperatureSettingsSchema = z.object({
  thresholds: temperatureThresholdsSchema,
  /** 0 = never saved: the defaults are in use. */
  version: z.number().int(),
});
export type TemperatureSettings = z.infer<typeof temperatureSettingsSchema>;
