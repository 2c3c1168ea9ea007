import { z } from 'zod';
import { BUG_REPORT_CATEGORY, PRIORITIES, WORK_ITEM_KINDS, WORK_ITEM_STATUSES } from '../enums.js';

/** What the error page sends when the user presses Contact Admin (docs/product.md §2, §7). */
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

/** Categories the forms offer; the API accepts any short text (older items and bug reports use their own). */
export const WORK_ITEM_CATEGORIES = [
  'Process',
  'Tooling',
  'Knowledge',
  'Finance',
  'People',
  'Operations',
  'Reporting',
  'Enhancement',
  'Defect',
  'Change Request',
  'Maintenance',
  'Performance',
  'Security',
  BUG_REPORT_CATEGORY,
] as const;

const nullableText = (max: number) => z.string().trim().max(max).nullable();

/** The fields an item page edits. Status and order change through the move endpoint. */
export const workItemUpdateSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required.').max(200),
    category: nullableText(100),
    problem_statement: z.string().trim().min(1, 'Describe the problem.').max(10_000),
    proposed_solution: nullableText(10_000),
    priority: z.enum(PRIORITIES),
    assignee_id: z.uuid({ error: 'Not a valid consultant id.' }).nullable(),
    due_date: z.iso.date({ error: 'Use a date like 2026-11-21.' }).nullable(),
  })
  .partial()
  .strict();
export type WorkItemUpdate = z.infer<typeof workItemUpdateSchema>;

/**
 * A board move: the target column and the neighbours the card was dropped between (ids of the cards right above
 * and right below it, null at either end). Without neighbours the card goes to the bottom of the column.
 */
export const workItemMoveSchema = z
  .object({
    status: z.enum(WORK_ITEM_STATUSES, { error: 'Unknown status.' }),
    before_id: z.uuid().nullable().optional(),
    after_id: z.uuid().nullable().optional(),
  })
  .strict();
export type WorkItemMove = z.infer<typeof workItemMoveSchema>;

const booleanQuery = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

/** Filters shared by lists and boards. */
export const workItemFilterSchema = z.object({
  kind: z.enum(WORK_ITEM_KINDS).optional(),
  q: z.string().trim().max(200).optional(),
  engagement_id: z.uuid().optional(),
  assignee_id: z.uuid().optional(),
  priority: z.enum(PRIORITIES).optional(),
  category: z.string().trim().max(100).optional(),
  /** Only the caller's own requests. */
  mine: booleanQuery,
});
export type WorkItemFilter = z.infer<typeof workItemFilterSchema>;

export const WORK_ITEM_SORTS = ['newest', 'oldest', 'name', 'priority', 'due_date', 'status'] as const;
export type WorkItemSort = (typeof WORK_ITEM_SORTS)[number];

export const workItemListQuerySchema = workItemFilterSchema.extend({
  status: z.enum(WORK_ITEM_STATUSES).optional(),
  sort: z.enum(WORK_ITEM_SORTS).default('newest'),
});

export const WORK_ITEM_BOARD_PAGE = 100;
export const workItemBoardQuerySchema = workItemFilterSchema.extend({
  kind: z.enum(WORK_ITEM_KINDS).default('internal'),
  /** Cards per column; "Show more" asks for more. */
  limit: z.coerce.number().int().min(1).max(2000).default(WORK_ITEM_BOARD_PAGE),
});

/** A work item with the names a list or card shows. */
export const workItemSummarySchema = workItemSchema.extend({
  requester_name: z.string().nullable(),
  assignee_name: z.string().nullable(),
  engagement_name: z.string().nullable(),
});
export type WorkItemSummary = z.infer<typeof workItemSummarySchema>;

/** The item page: everything, with a bug report's technical details for admins and the reporter (null for others). */
export const workItemDetailSchema = workItemSummarySchema.extend({
  error_details: z
    .object({
      message: z.string().nullable().optional(),
      details: z.string().nullable().optional(),
      path: z.string().nullable().optional(),
      userAgent: z.string().nullable().optional(),
    })
    .nullable(),
});
export type WorkItemDetail = z.infer<typeof workItemDetailSchema>;

export const workItemBoardSchema = z.object({
  kind: z.enum(WORK_ITEM_KINDS),
  columns: z.array(
    z.object({ status: z.enum(WORK_ITEM_STATUSES), total: z.number().int(), items: z.array(workItemSummarySchema) }),
  ),
});
export type WorkItemBoard = z.infer<typeof workItemBoardSchema>;

export const workItemCommentInputSchema = z
  .object({ body: z.string().trim().min(1, 'Write a comment first.').max(5000) })
  .strict();
export type WorkItemCommentInput = z.infer<typeof workItemCommentInputSchema>;

export const workItemCommentSchema = z.object({
  id: z.uuid(),
  request_id: z.uuid(),
  author_user_id: z.uuid().nullable(),
  author_name: z.string().nullable(),
  body: z.string(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  version: z.number().int(),
});
export type WorkItemComment = z.infer<typeof workItemCommentSchema>;

/**
 * A mention in a comment's Markdown: `@[Full Name](consultant-id)`, written by the comment box's "Mention" picker.
 * The API notifies the people mentioned; the web renders the token as a link to their profile.
 */
export const MENTION_PATTERN =
  /@\[([^\]\n]{1,100})\]\(([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\)/g;

/** The distinct consultant ids mentioned in a comment, in order. */
export function mentionedIds(body: string): string[] {
  return [...new Set([...body.matchAll(MENTION_PATTERN)].map((match) => match[2] ?? ''))].filter(Boolean);
}

/** The Markdown with each mention as a link to the person's profile (`[@Name](/consultants/id)`). */
export const linkMentions = (body: string) =>
  body.replace(MENTION_PATTERN, (_all, name: string, id: string) => `[@${name}](/consultants/${id})`);

/** The text with each mention as the name a reader sees (`@Name`): notifications and other plain-text places. */
export const mentionsAsText = (body: string) => body.replace(MENTION_PATTERN, (_all, name: string) => `@${name}`);

/** One entry of an item's history, read from the audit log. */
export const workItemActivitySchema = z.object({
  id: z.number().int(),
  action: z.enum(['create', 'update', 'delete']),
  actor_name: z.string().nullable(),
  at: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type WorkItemActivity = z.infer<typeof workItemActivitySchema>;

/** Engagements a request can be filed against (the create form and the board's engagement filter). */
export const workItemEngagementOptionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.string(),
  client_name: z.string().nullable(),
});
export type WorkItemEngagementOption = z.infer<typeof workItemEngagementOptionSchema>;
