import { z } from 'zod';
import { ENGAGEMENT_TYPES } from '../enums.js';

export const PLAN_STATUSES = ['draft', 'published'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];
export const DEPENDENCY_TYPES = ['FS', 'SS'] as const;
/** Upper bounds that keep one save bounded (the benchmark plan has 2,000 tasks). */
export const PLAN_MAX_TASKS = 5000;
export const PLAN_MAX_DEPENDENCIES = 10000;
export const SHARE_LINK_MAX_DAYS = 90;

const isoDate = z.iso.date({ error: 'Use a date like 2026-11-21.' });
const taskName = z.string().trim().min(1, 'Give the task a name.').max(200, 'Keep the name under 200 characters.');
const lag = z.number().int('Lag is a whole number of working days.').min(-260).max(260);

export const planTaskInputSchema = z
  .object({
    id: z.uuid(),
    parent_id: z.uuid().nullable(),
    name: taskName,
    start_date: isoDate,
    end_date: isoDate,
    progress: z.number().int().min(0, 'Progress is 0–100 %.').max(100, 'Progress is 0–100 %.'),
    is_milestone: z.boolean(),
    assignee_id: z.uuid().nullable(),
  })
  .refine((task) => task.end_date >= task.start_date, {
    message: 'The end date cannot be before the start date.',
    path: ['end_date'],
  });
export type PlanTaskInput = z.infer<typeof planTaskInputSchema>;

export const planDependencySchema = z.object({
  predecessor_id: z.uuid(),
  successor_id: z.uuid(),
  type: z.enum(DEPENDENCY_TYPES),
  lag_days: lag,
});
export type PlanDependency = z.infer<typeof planDependencySchema>;

export const planSaveSchema = z.object({
  tasks: z.array(planTaskInputSchema).max(PLAN_MAX_TASKS, `A plan holds at most ${PLAN_MAX_TASKS} tasks.`),
  dependencies: z.array(planDependencySchema).max(PLAN_MAX_DEPENDENCIES),
});
export type PlanSave = z.infer<typeof planSaveSchema>;

export const planTaskSchema = z.object({
  id: z.uuid(),
  parent_id: z.uuid().nullable(),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  progress: z.number().int(),
  is_milestone: z.boolean(),
  assignee_id: z.uuid().nullable(),
  /** Null when the viewer may not see people's names (share links that hide them). */
  assignee_name: z.string().nullable(),
  sort_order: z.number().int(),
  baseline_start: z.string().nullable(),
  baseline_end: z.string().nullable(),
  is_phase: z.boolean(),
  is_critical: z.boolean(),
  /** The assignee is booked over 40 h/week across all engagements during the task. */
  assignee_over_capacity: z.boolean(),
});
export type PlanTask = z.infer<typeof planTaskSchema>;

export const planTeamMemberSchema = z.object({
  consultant_id: z.uuid(),
  name: z.string(),
  role: z.string().nullable(),
});

export const planSchema = z.object({
  id: z.uuid(),
  engagement_id: z.uuid(),
  engagement_name: z.string(),
  engagement_type: z.enum(ENGAGEMENT_TYPES),
  engagement_start: z.string().nullable(),
  client_name: z.string(),
  name: z.string(),
  status: z.enum(PLAN_STATUSES),
  published_at: z.string().nullable(),
  baseline_saved_at: z.string().nullable(),
  percent_complete: z.number().int(),
  can_edit: z.boolean(),
  version: z.number().int(),
  updated_at: z.string(),
  tasks: z.array(planTaskSchema),
  dependencies: z.array(planDependencySchema),
  team: z.array(planTeamMemberSchema),
  holidays: z.array(z.string()),
});
export type Plan = z.infer<typeof planSchema>;

export const planSummarySchema = z.object({
  id: z.uuid(),
  engagement_id: z.uuid(),
  engagement_name: z.string(),
  engagement_type: z.enum(ENGAGEMENT_TYPES),
  client_name: z.string(),
  name: z.string(),
  status: z.enum(PLAN_STATUSES),
  percent_complete: z.number().int(),
  task_count: z.number().int(),
  next_milestone: z.object({ name: z.string(), date: z.string() }).nullable(),
  slipping_count: z.number().int(),
  updated_at: z.string(),
});
export type PlanSummary = z.infer<typeof planSummarySchema>;

export const planListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(PLAN_STATUSES).optional(),
  engagement_type: z.enum(ENGAGEMENT_TYPES).optional(),
  engagement_id: z.uuid().optional(),
});
export type PlanListQuery = z.infer<typeof planListQuerySchema>;

export const planCreateSchema = z.object({
  engagement_id: z.uuid({ error: 'Choose an engagement.' }),
  template_id: z.uuid().nullable(),
  name: z.string().trim().min(1).max(200).optional(),
});
export type PlanCreate = z.infer<typeof planCreateSchema>;

export const planUpdateSchema = z
  .object({ name: z.string().trim().min(1, 'Give the plan a name.').max(200), status: z.enum(PLAN_STATUSES) })
  .partial();
export type PlanUpdate = z.infer<typeof planUpdateSchema>;

export const shareLinkCreateSchema = z.object({
  hide_people: z.boolean(),
  expires_in_days: z
    .number()
    .int()
    .min(1)
    .max(SHARE_LINK_MAX_DAYS, `A link lasts at most ${SHARE_LINK_MAX_DAYS} days.`),
});
export const shareLinkSchema = z.object({
  id: z.uuid(),
  hide_people: z.boolean(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  created_at: z.string(),
  /** Only in the answer that creates it: the token is stored hashed and cannot be shown again. */
  url: z.string().optional(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

export const upcomingMilestoneSchema = z.object({
  plan_id: z.uuid(),
  engagement_id: z.uuid(),
  engagement_name: z.string(),
  engagement_type: z.enum(ENGAGEMENT_TYPES),
  name: z.string(),
  date: z.string(),
});
export type UpcomingMilestone = z.infer<typeof upcomingMilestoneSchema>;

// — Templates (the configuration screen) —
export const templateTaskInputSchema = z.object({
  id: z.uuid(),
  parent_id: z.uuid().nullable(),
  name: taskName,
  offset_days: z.number().int().min(0, 'Offset cannot be negative.').max(2600),
  duration_days: z.number().int().min(0, 'Duration cannot be negative.').max(2600),
  is_milestone: z.boolean(),
  default_role_id: z.uuid().nullable(),
});
export type TemplateTaskInput = z.infer<typeof templateTaskInputSchema>;

export const templateInputSchema = z.object({
  name: z.string().trim().min(1, 'Give the template a name.').max(200),
  engagement_type: z.enum(ENGAGEMENT_TYPES),
  description: z.string().trim().max(2000).nullable(),
  tasks: z.array(templateTaskInputSchema).max(1000),
  dependencies: z.array(planDependencySchema).max(4000),
});
export type TemplateInput = z.infer<typeof templateInputSchema>;

export const templateSchema = templateInputSchema.extend({
  id: z.uuid(),
  display_order: z.number().int(),
  archived_at: z.string().nullable(),
  version: z.number().int(),
});
export type Template = z.infer<typeof templateSchema>;

export const templateUpdateSchema = z
  .object({ archived: z.boolean(), display_order: z.number().int().min(0).max(10000) })
  .partial();
