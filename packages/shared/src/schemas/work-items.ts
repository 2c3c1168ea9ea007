import { z } from 'zod';
import { PRIORITIES, WORK_ITEM_KINDS, WORK_ITEM_STATUSES } from '../enums.js';

/** What the error page sends when the user presses Contact Admin (original §2, §7). */
export const bugReportInputSchema = z
  .object({
    message: z.string().trim().min(1, 'The error message is required.').max(5000),
    details: z.string().max(20_000).optional(),
    path: z.string().max(2000).optional(),
    user_agent: z.string().max(500).optional(),
  })
  .strict();
export type BugReportInput = z.infer<typeof bugReportInputSchema>;

export const bugReportCreatedSchema = z.object({ id: z.uuid(), name: z.string(), status: z.string() });

export const workItemCreateSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required.').max(200),
    category: z.string().trim().max(100).nullable().optional(),
    problem_statement: z.string().trim().min(1, 'Describe the problem.').max(10_000),
    proposed_solution: z.string().trim().max(10_000).nullable().optional(),
    priority: z.enum(PRIORITIES).default('medium'),
    kind: z.enum(WORK_ITEM_KINDS).default('internal'),
    engagement_id: z.uuid().nullable().optional(),
    due_date: z.iso.date().nullable().optional(),
  })
  .strict()
  .refine((item) => item.kind !== 'engagement' || !!item.engagement_id, {
    message: 'An engagement request needs an engagement.',
    path: ['engagement_id'],
  });
export type WorkItemCreate = z.infer<typeof workItemCreateSchema>;

export const workItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.string().nullable(),
  problem_statement: z.string().nullable(),
  proposed_solution: z.string().nullable(),
  status: z.enum(WORK_ITEM_STATUSES),
  kind: z.enum(WORK_ITEM_KINDS),
  engagement_id: z.uuid().nullable(),
  priority: z.enum(PRIORITIES),
  user_id: z.uuid().nullable(),
  consultant_id: z.uuid().nullable(),
  assignee_id: z.uuid().nullable(),
  due_date: z.string().nullable(),
  position: z.number(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WorkItem = z.infer<typeof workItemSchema>;
