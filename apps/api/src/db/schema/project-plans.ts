import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { DEPENDENCY_TYPES, ENGAGEMENT_TYPES, PLAN_STATUSES } from '@praxis/shared';
import { user } from './auth.js';
import { engagementRoles } from './catalogues.js';
import { createdAt, oneOf, optionalRef, requiredRef, versionAndTimestamps } from './columns.js';
import { indexesOn } from './constraints.js';
import { entityTable } from './tables.js';
import { consultants } from './consultants.js';
import { engagements } from './engagements.js';

/** A link between two tasks (of a template or of a plan): the successor starts (or ends) relative to the predecessor. */
const dependencyBetween = (task: () => AnyPgColumn) => ({
  predecessorId: requiredRef('predecessor_id', task, { onDelete: 'cascade' }),
  successorId: requiredRef('successor_id', task, { onDelete: 'cascade' }),
  type: text('type', { enum: DEPENDENCY_TYPES }).notNull().default('FS'),
  lagDays: integer('lag_days').notNull().default(0),
});

/** Plan templates (the configuration screen): default phases and tasks per engagement type. */
export const planTemplates = entityTable(
  'plan_templates',
  {
    name: text('name').notNull(),
    engagementType: text('engagement_type', { enum: ENGAGEMENT_TYPES }).notNull(),
    description: text('description'),
    displayOrder: integer('display_order').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    ...versionAndTimestamps(),
  },
  (t) => [
    check('plan_templates_engagement_type_check', oneOf(t.engagementType, ENGAGEMENT_TYPES)),
    index('plan_templates_type_idx').on(t.engagementType, t.displayOrder),
  ],
);

/** A template task: offsets and durations in working days from the plan's start. */
export const planTemplateTasks = entityTable(
  'plan_template_tasks',
  {
    templateId: requiredRef('template_id', () => planTemplates.id, { onDelete: 'cascade' }),
    parentId: optionalRef('parent_id', (): AnyPgColumn => planTemplateTasks.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    offsetDays: integer('offset_days').notNull().default(0),
    durationDays: integer('duration_days').notNull().default(1),
    isMilestone: boolean('is_milestone').notNull().default(false),
    defaultRoleId: optionalRef('default_role_id', () => engagementRoles.id, { onDelete: 'set null' }),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    check('plan_template_tasks_offset_check', sql`${t.offsetDays} >= 0`),
    check('plan_template_tasks_duration_check', sql`${t.durationDays} >= 0`),
    index('plan_template_tasks_template_idx').on(t.templateId, t.sortOrder),
  ],
);

export const planTemplateDependencies = entityTable(
  'plan_template_dependencies',
  {
    templateId: requiredRef('template_id', () => planTemplates.id, { onDelete: 'cascade' }),
    ...dependencyBetween(() => planTemplateTasks.id),
  },
  (t) => [
    check('plan_template_dependencies_type_check', oneOf(t.type, DEPENDENCY_TYPES)),
    index('plan_template_dependencies_template_idx').on(t.templateId),
  ],
);

/** One plan per engagement (draft until published). */
export const projectPlans = entityTable(
  'project_plans',
  {
    engagementId: requiredRef('engagement_id', () => engagements.id, { onDelete: 'cascade' }),
    templateId: optionalRef('template_id', () => planTemplates.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    status: text('status', { enum: PLAN_STATUSES }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    baselineSavedAt: timestamp('baseline_saved_at', { withTimezone: true }),
    createdBy: optionalRef('created_by', () => user.id, { onDelete: 'set null' }),
    ...versionAndTimestamps(),
  },
  (t) => [
    check('project_plans_status_check', oneOf(t.status, PLAN_STATUSES)),
    uniqueIndex('project_plans_engagement_idx').on(t.engagementId),
  ],
);

export const planTasks = entityTable(
  'plan_tasks',
  {
    planId: requiredRef('plan_id', () => projectPlans.id, { onDelete: 'cascade' }),
    parentId: optionalRef('parent_id', (): AnyPgColumn => planTasks.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    progress: integer('progress').notNull().default(0),
    isMilestone: boolean('is_milestone').notNull().default(false),
    assigneeId: optionalRef('assignee_id', () => consultants.id, { onDelete: 'set null' }),
    sortOrder: integer('sort_order').notNull(),
    baselineStart: date('baseline_start'),
    baselineEnd: date('baseline_end'),
  },
  (t) => [
    check('plan_tasks_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('plan_tasks_progress_check', sql`${t.progress} between 0 and 100`),
    index('plan_tasks_plan_idx').on(t.planId, t.sortOrder),
    index('plan_tasks_assignee_idx').on(t.assigneeId),
    // Leaf tasks (no child) are looked up by parent in the portfolio's progress, and a task's delete cascades to its children.
    index('plan_tasks_parent_idx').on(t.parentId),
    index('plan_tasks_milestones_idx')
      .on(t.planId, t.startDate)
      .where(sql`${t.isMilestone}`),
  ],
);

export const planDependencies = entityTable(
  'plan_dependencies',
  {
    planId: requiredRef('plan_id', () => projectPlans.id, { onDelete: 'cascade' }),
    ...dependencyBetween(() => planTasks.id),
  },
  (t) => [
    check('plan_dependencies_type_check', oneOf(t.type, DEPENDENCY_TYPES)),
    check('plan_dependencies_self_check', sql`${t.predecessorId} <> ${t.successorId}`),
    index('plan_dependencies_plan_idx').on(t.planId),
    // Deleting a task cascades to the links on either side: without these it scans every plan's links.
    ...indexesOn('plan_dependencies', t.predecessorId, t.successorId),
  ],
);

/** Read-only links for client contacts: the token is random and only its SHA-256 is stored. */
export const planShareLinks = entityTable(
  'plan_share_links',
  {
    planId: requiredRef('plan_id', () => projectPlans.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    hidePeople: boolean('hide_people').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: optionalRef('created_by', () => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('plan_share_links_token_idx').on(t.tokenHash), index('plan_share_links_plan_idx').on(t.planId)],
);
