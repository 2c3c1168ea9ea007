import { z } from 'zod';
import {
  BILLING_TYPES,
  ENGAGEMENT_STATUSES,
  ENGAGEMENT_TYPES,
  PRIORITIES,
  TEMPERATURES,
  WORK_ITEM_STATUSES,
} from '../enums.js';

const isoDate = z.iso.date({ error: 'Use a date like 2026-11-21.' });
const hours = z
  .number({ error: 'Enter a number of hours.' })
  .min(0, 'Hours cannot be negative.')
  .max(100_000, 'That is more hours than an engagement can hold.');
const datesInOrder = (value: { start_date?: string | null; end_date?: string | null }) =>
  !value.start_date || !value.end_date || value.end_date >= value.start_date;
const DATES_MESSAGE = 'The end date cannot be before the start date.';

const engagementFields = {
  name: z.string().trim().min(1, 'Name is required.').max(200),
  client_id: z.uuid({ error: 'Choose a client.' }),
  status: z.enum(ENGAGEMENT_STATUSES, { error: 'Choose a status.' }),
  project_temperature: z.enum(TEMPERATURES, { error: 'Temperature must be green, yellow or red.' }),
  start_date: isoDate.nullable(),
  end_date: isoDate.nullable(),
  description: z.string().trim().max(10_000).nullable(),
  billing_type: z.enum(BILLING_TYPES).nullable(),
  budget_hours: hours.nullable(),
  budget_amount: z.number().min(0, 'Budget cannot be negative.').max(1_000_000_000).nullable(),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'Use a three-letter currency code like USD.'),
};

export const engagementCreateSchema = z
  .object({
    ...engagementFields,
    type: z.enum(ENGAGEMENT_TYPES, { error: 'Type must be project, trust360 or retainer.' }),
    status: engagementFields.status.default('pipeline'),
    project_temperature: engagementFields.project_temperature.default('green'),
    start_date: engagementFields.start_date.optional(),
    end_date: engagementFields.end_date.optional(),
    description: engagementFields.description.optional(),
    billing_type: engagementFields.billing_type.optional(),
    budget_hours: engagementFields.budget_hours.optional(),
    budget_amount: engagementFields.budget_amount.optional(),
    currency: engagementFields.currency.default('USD'),
  })
  .strict()
  .refine(datesInOrder, { message: DATES_MESSAGE, path: ['end_date'] });
export type EngagementCreate = z.input<typeof engagementCreateSchema>;

/** The type is fixed once created (it is part of the engagement's URL). */
export const engagementUpdateSchema = z
  .object(engagementFields)
  .partial()
  .strict()
  .refine(datesInOrder, { message: DATES_MESSAGE, path: ['end_date'] });
export type EngagementUpdate = z.infer<typeof engagementUpdateSchema>;

const personSchema = z.object({ id: z.uuid(), name: z.string() });

export const engagementSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(ENGAGEMENT_TYPES),
  status: z.enum(ENGAGEMENT_STATUSES),
  project_temperature: z.enum(TEMPERATURES),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  client_id: z.uuid(),
  client: z.object({ id: z.uuid(), name: z.string(), logo_url: z.string().nullable() }),
  description: z.string().nullable(),
  billing_type: z.enum(BILLING_TYPES).nullable(),
  budget_hours: z.number().nullable(),
  /** Money: null unless the viewer holds finance.view. */
  budget_amount: z.number().nullable(),
  currency: z.string(),
  project_managers: z.array(personSchema),
  team_size: z.number().int(),
  hours_allocated: z.number(),
  hours_used: z.number(),
  /** Whether the viewer may change it: an admin, or its Project Manager or Engagement Manager (docs/product.md §6). */
  can_manage: z.boolean(),
  /**
   * On the lists: hours the forecast ends over the budget at the current schedule (0 = on budget; null without a
   * budget or dates), and the date the budget runs out.
   */
  forecast_over_by_hours: z.number().nullable().optional(),
  forecast_runs_out_on: z.string().nullable().optional(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Engagement = z.infer<typeof engagementSchema>;

export const ENGAGEMENT_SORTS = ['name', 'client', 'status', 'temperature', 'start_date', 'end_date'] as const;
export type EngagementSort = (typeof ENGAGEMENT_SORTS)[number];

export const engagementListQuerySchema = z.object({
  type: z.enum(ENGAGEMENT_TYPES).optional(),
  q: z.string().trim().max(200).optional(),
  status: z.enum(ENGAGEMENT_STATUSES).optional(),
  temperature: z.enum(TEMPERATURES).optional(),
  /** `over_budget`: running engagements whose forecast ends over budget at the current schedule. */
  forecast: z.enum(['over_budget'], { error: 'forecast must be over_budget.' }).optional(),
  client_id: z.uuid().optional(),
  /** Consultants assigned with the Project Manager engagement role. */
  project_manager_id: z.uuid().optional(),
  /** Engagements running at some point between `from` and `to`. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  sort: z.enum(ENGAGEMENT_SORTS).default('start_date'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type EngagementListQuery = z.infer<typeof engagementListQuerySchema>;

export const engagementAttentionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(ENGAGEMENT_TYPES),
  status: z.enum(ENGAGEMENT_STATUSES),
  project_temperature: z.enum(TEMPERATURES),
  client_name: z.string(),
  end_date: z.string().nullable(),
  reasons: z.array(z.string()),
});
export type EngagementAttention = z.infer<typeof engagementAttentionSchema>;

const countsOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.object(Object.fromEntries(values.map((value) => [value, z.number().int()])) as Record<T[number], z.ZodNumber>);

export const engagementOverviewSchema = z.object({
  types: z.array(
    z.object({
      type: z.enum(ENGAGEMENT_TYPES),
      total: z.number().int(),
      by_status: countsOf(ENGAGEMENT_STATUSES),
      /** Temperatures of open engagements (pipeline, active, on hold). */
      by_temperature: countsOf(TEMPERATURES),
    }),
  ),
  attention: z.array(engagementAttentionSchema),
});
export type EngagementOverview = z.infer<typeof engagementOverviewSchema>;

export const engagementRoleSchema = z.object({ id: z.uuid(), title: z.string() });
export type EngagementRole = z.infer<typeof engagementRoleSchema>;

export const assignmentSchema = z.object({
  id: z.uuid(),
  engagement_id: z.uuid(),
  consultant_id: z.uuid(),
  consultant: z.object({
    id: z.uuid(),
    name: z.string(),
    photo_url: z.string().nullable(),
    job_title: z.string().nullable(),
  }),
  engagement_role_id: z.uuid().nullable(),
  engagement_role: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  hours_allocated: z.number().nullable(),
  hours_used: z.number(),
  version: z.number().int(),
});
export type Assignment = z.infer<typeof assignmentSchema>;

export const assignmentCreateSchema = z
  .object({
    consultant_id: z.uuid({ error: 'Choose a consultant.' }),
    engagement_role_id: z.uuid({ error: 'Choose a role.' }).nullable().optional(),
    start_date: isoDate,
    end_date: isoDate,
    hours_allocated: hours,
  })
  .strict()
  .refine(datesInOrder, { message: DATES_MESSAGE, path: ['end_date'] });
export type AssignmentCreate = z.input<typeof assignmentCreateSchema>;

export const assignmentUpdateSchema = z
  .object({
    engagement_role_id: z.uuid({ error: 'Choose a role.' }).nullable(),
    start_date: isoDate,
    end_date: isoDate,
    hours_allocated: hours,
  })
  .partial()
  .strict()
  .refine(datesInOrder, { message: DATES_MESSAGE, path: ['end_date'] });
export type AssignmentUpdate = z.infer<typeof assignmentUpdateSchema>;

/** A dry run of an assignment (new, or an edit of `assignment_id`) to see capacity warnings before saving. */
export const assignmentCheckSchema = z
  .object({
    consultant_id: z.uuid({ error: 'Choose a consultant.' }),
    assignment_id: z.uuid().nullable().optional(),
    start_date: isoDate,
    end_date: isoDate,
    hours_allocated: hours,
  })
  .strict()
  .refine(datesInOrder, { message: DATES_MESSAGE, path: ['end_date'] });
export type AssignmentCheck = z.input<typeof assignmentCheckSchema>;

export const capacityWarningSchema = z.object({
  consultant_id: z.uuid(),
  /** Highest weekly load over the period, this assignment included. */
  peak_hours_per_week: z.number(),
  capacity_hours_per_week: z.number(),
  weeks_over: z.number().int(),
  first_week: z.string(),
  message: z.string(),
});
export type CapacityWarning = z.infer<typeof capacityWarningSchema>;

export const capacityCheckSchema = z.object({ warnings: z.array(capacityWarningSchema) });
export const assignmentResultSchema = z.object({
  assignment: assignmentSchema,
  warnings: z.array(capacityWarningSchema),
});
export type AssignmentResult = z.infer<typeof assignmentResultSchema>;

export const engagementRequestSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.enum(WORK_ITEM_STATUSES),
  priority: z.enum(PRIORITIES),
  due_date: z.string().nullable(),
  updated_at: z.string(),
});
export type EngagementRequest = z.infer<typeof engagementRequestSchema>;
