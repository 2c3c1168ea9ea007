import {
  datesFromTemplate,
  schedulePlan,
  type Plan,
  type PlanCreate,
  type PlanDependency,
  type PlanListQuery,
  type PlanSave,
  type PlanTaskInput,
  type PlanUpdate,
} from '@praxis/shared';
import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.js';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { engagementConsultants, engagements } from '../../db/schema/engagements.js';
import { planDependencies, planTasks, planTemplates, projectPlans } from '../../db/schema/project-plans.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type Actor } from '../../lib/audit.js';
import { insertRow } from '../../lib/insert-row.js';
import { bumpAudited, bumpVersion } from '../../lib/versioned-update.js';
import { offsetOf, pageFrom } from '../../lib/pagination.js';
import { assertVersion } from '../../lib/versioning.js';
import { parentsFirst } from './parents-first.js';
import { toPlan, toSummary } from './plans.mapping.js';
import * as queries from './plans.queries.js';
import { validatePlan } from './plan-validation.js';
import { templateContents } from './templates.service.js';

const BATCH = 500;
const today = () => new Date().toISOString().slice(0, 10);

/** Admins (engagements.update) edit every plan; the engagement's Project/Engagement Manager edits theirs. */
export async function canEditEngagement(db: DbOrTx, principal: Principal, engagementId: string) {
  if (principal.permissions.has('engagements.update')) return true;
  return principal.consultant !== null && queries.managesEngagement(db, principal.consultant.id, engagementId);
}

async function assertCanEdit(db: DbOrTx, principal: Principal, engagementId: string) {
  if (!(await canEditEngagement(db, principal, engagementId))) {
    throw AppError.forbidden(
      "Only an admin or the engagement's Project Manager or Engagement Manager may edit its plan.",
    );
  }
}

/** Locks the plan for a write: it exists, the principal may edit it, and the caller saw its current version. */
async function lockEditablePlan(tx: DbOrTx, principal: Principal, id: string, version: number | undefined) {
  const plan = await queries.lockPlan(tx, id);
  if (!plan) throw AppError.notFound('Plan');
  await assertCanEdit(tx, principal, plan.engagementId);
  assertVersion(plan.version, version);
  return plan;
}

/**
 * The frame of every edit of a plan: in one transaction, lock it for the principal ({@link lockEditablePlan}) and
 * apply `edit`; then answer the whole plan as the principal sees it.
 */
async function editPlan(
  db: Db,
  principal: Principal,
  id: string,
  version: number | undefined,
  edit: (tx: Tx, plan: typeof projectPlans.$inferSelect) => Promise<void>,
): Promise<Plan> {
  await db.transaction(async (tx) => edit(tx, await lockEditablePlan(tx, principal, id, version)));
  return readPlan(db, id, principal);
}

export async function listPlans(db: Db, query: PlanListQuery & { page: number; pageSize: number }) {
  const { limit, offset } = offsetOf(query);
  const { rows, total } = await queries.listPlans(db, query, limit, offset);
  const tasks = await queries.tasksOf(
    db,
    rows.map((r) => r.plan.id),
  );
  const holidays = new Set(await queries.planHolidays(db));
  const items = rows.map((row) =>
    toSummary(
      row,
      tasks.filter((t) => t.task.planId === row.plan.id),
      today(),
      holidays,
    ),
  );
  return pageFrom(items, total, query);
}

/** The whole plan as `principal` may see it (`null` principal: a share link, read-only). */
export async function readPlan(db: DbOrTx, id: string, principal: Principal | null, hidePeople = false): Promise<Plan> {
  const row = await queries.findPlan(db, id);
  if (!row) throw AppError.notFound('Plan');
  const [tasks, dependencies, team, holidays] = await Promise.all([
    queries.tasksOf(db, [id]),
    queries.dependenciesOf(db, id),
    queries.teamOf(db, row.plan.engagementId),
    queries.planHolidays(db, row.plan.engagementId),
  ]);
  const assigneeIds = [...new Set(tasks.map((t) => t.task.assigneeId).filter((v): v is string => v !== null))];
  const assignments = hidePeople ? [] : await queries.assignmentsOf(db, assigneeIds);
  return toPlan(row, tasks, dependencies, {
    canEdit: principal !== null && (await canEditEngagement(db, principal, row.plan.engagementId)),
    hidePeople,
    team: team.map((m) => ({ consultant_id: m.consultantId, name: m.name, role: m.role })),
    holidays,
    assignments,
  });
}

export async function createPlan(db: Db, principal: Principal, actor: Actor, input: PlanCreate): Promise<Plan> {
  const id = await db.transaction(async (tx) => {
    const [engagement] = await tx.select().from(engagements).where(eq(engagements.id, input.engagement_id));
    if (!engagement)
      throw AppError.validation('That engagement does not exist.', { engagement_id: 'Unknown engagement.' });
    await assertCanEdit(tx, principal, engagement.id);
    const [existing] = await tx
      .select({ id: projectPlans.id })
      .from(projectPlans)
      .where(eq(projectPlans.engagementId, engagement.id));
    if (existing) throw AppError.conflict('This engagement already has a plan.', { planId: existing.id });
    const plan = await insertRow(tx, projectPlans, {
      engagementId: engagement.id,
      templateId: input.template_id,
      name: input.name ?? `${engagement.name} plan`,
      createdBy: actor.userId,
    });
    if (input.template_id) {
      const start = engagement.startDate ?? today();
      await copyTemplate(tx, input.template_id, plan.id, engagement, start);
    }
    await audit(tx, actor, { entity: 'project_plan', entityId: plan.id, action: 'create', after: plan });
    return plan.id;
  });
  return readPlan(db, id, principal);
}

/** Who on the team holds each engagement role (the first by assignment start): a template task's default assignee. */
async function teamByRole(tx: DbOrTx, engagementId: string) {
  const team = await tx
    .select({ consultantId: engagementConsultants.consultantId, roleId: engagementConsultants.engagementRoleId })
    .from(engagementConsultants)
    .where(eq(engagementConsultants.engagementId, engagementId))
    .orderBy(asc(engagementConsultants.startDate), asc(engagementConsultants.id));
  const byRole = new Map<string, string>();
  for (const member of team)
    if (member.roleId && !byRole.has(member.roleId)) byRole.set(member.roleId, member.consultantId);
  return byRole;
}

async function copyTemplate(
  tx: DbOrTx,
  templateId: string,
  planId: string,
  engagement: { id: string; type: string },
  start: string,
) {
  const type = engagement.type;
  const [template] = await tx.select().from(planTemplates).where(eq(planTemplates.id, templateId));
  if (!template || template.archivedAt) {
    throw AppError.validation('That template does not exist.', { template_id: 'Unknown template.' });
  }
  if (template.engagementType !== type) {
    throw AppError.validation('That template is for another engagement type.', { template_id: 'Wrong type.' });
  }
  const { tasks: rows, dependencies: links } = await templateContents(tx, [templateId]);
  const holidays = new Set(await queries.planHolidays(tx, engagement.id));
  const assignees = await teamByRole(tx, engagement.id);
  const ids = new Map(rows.map((row) => [row.id, randomUUID()]));
  const newId = (old: string) => ids.get(old) as string;
  const tasks: PlanTaskInput[] = rows.map((row) => {
    const timing = { offsetDays: row.offsetDays, durationDays: row.durationDays, isMilestone: row.isMilestone };
    const { start: startDate, end: endDate } = datesFromTemplate(start, timing, holidays);
    return {
      id: newId(row.id),
      parent_id: row.parentId ? newId(row.parentId) : null,
      name: row.name,
      start_date: startDate,
      end_date: endDate,
      progress: 0,
      is_milestone: row.isMilestone,
      assignee_id: assignees.get(row.defaultRoleId ?? '') ?? null,
    };
  });
  const dependencies: PlanDependency[] = links.map((l) => ({
    predecessor_id: newId(l.predecessorId),
    successor_id: newId(l.successorId),
    type: l.type,
    lag_days: l.lagDays,
  }));
  await insertTasks(tx, planId, schedulePlan({ tasks, dependencies }, holidays).tasks, new Map());
  await insertDependencies(tx, planId, dependencies);
}

async function insertTasks(
  tx: DbOrTx,
  planId: string,
  tasks: PlanSave['tasks'],
  baselines: Map<string, { baselineStart: string | null; baselineEnd: string | null }>,
) {
  const sortOrder = new Map(tasks.map((t, index) => [t.id, index]));
  const rows = parentsFirst(
    tasks,
    (t) => t.id,
    (t) => t.parent_id,
  ).map((t) => ({
    id: t.id,
    planId,
    parentId: t.parent_id,
    name: t.name,
    startDate: t.start_date,
    endDate: t.is_milestone ? t.start_date : t.end_date,
    progress: t.progress,
    isMilestone: t.is_milestone,
    assigneeId: t.assignee_id,
    sortOrder: sortOrder.get(t.id) ?? 0,
    baselineStart: baselines.get(t.id)?.baselineStart ?? null,
    baselineEnd: baselines.get(t.id)?.baselineEnd ?? null,
  }));
  for (let i = 0; i < rows.length; i += BATCH) await tx.insert(planTasks).values(rows.slice(i, i + BATCH));
}

async function insertDependencies(tx: DbOrTx, planId: string, deps: PlanSave['dependencies']) {
  const rows = deps.map((d) => ({
    planId,
    predecessorId: d.predecessor_id,
    successorId: d.successor_id,
    type: d.type,
    lagDays: d.lag_days,
  }));
  for (let i = 0; i < rows.length; i += BATCH) await tx.insert(planDependencies).values(rows.slice(i, i + BATCH));
}

/**
 * Saves the whole task list (the builder's unit of work): validated, scheduled through the dependencies (successors
 * move when a predecessor moves), phases rolled up, in one transaction with the version check and an audit row.
 */
export async function savePlan(
  db: Db,
  principal: Principal,
  actor: Actor,
  id: string,
  version: number | undefined,
  input: PlanSave,
): Promise<Plan> {
  return editPlan(db, principal, id, version, async (tx, plan) => {
    const team = await queries.teamOf(tx, plan.engagementId);
    validatePlan(input, new Set(team.map((m) => m.consultantId)));
    const holidays = new Set(await queries.planHolidays(tx, plan.engagementId));
    const { tasks, moved } = schedulePlan(input, holidays);
    const previous = await tx
      .select({ id: planTasks.id, baselineStart: planTasks.baselineStart, baselineEnd: planTasks.baselineEnd })
      .from(planTasks)
      .where(eq(planTasks.planId, id));
    await tx.delete(planTasks).where(eq(planTasks.planId, id));
    await insertTasks(tx, id, tasks, new Map(previous.map((p) => [p.id, p])));
    await insertDependencies(tx, id, input.dependencies);
    await bumpAudited(tx, actor, projectPlans, {
      entity: 'project_plan',
      id,
      values: {},
      before: { version: plan.version, tasks: previous.length },
      after: { version: plan.version + 1, tasks: tasks.length, moved_by_dependencies: moved.length },
    });
  });
}

export async function updatePlan(
  db: Db,
  principal: Principal,
  actor: Actor,
  id: string,
  version: number | undefined,
  input: PlanUpdate,
): Promise<Plan> {
  return editPlan(db, principal, id, version, async (tx, plan) => {
    const publishedAt =
      input.status === 'published' && plan.status !== 'published'
        ? new Date()
        : input.status === 'draft'
          ? null
          : plan.publishedAt;
    const after = await bumpVersion(tx, projectPlans, id, { ...input, publishedAt });
    await audit(tx, actor, { entity: 'project_plan', entityId: id, action: 'update', before: plan, after });
  });
}

/** Saves every task's current dates as the baseline that slip is measured against. */
export async function saveBaseline(
  db: Db,
  principal: Principal,
  actor: Actor,
  id: string,
  version: number | undefined,
) {
  return editPlan(db, principal, id, version, async (tx, plan) => {
    await tx
      .update(planTasks)
      .set({ baselineStart: sql`${planTasks.startDate}`, baselineEnd: sql`${planTasks.endDate}` })
      .where(eq(planTasks.planId, id));
    const now = new Date();
    await bumpAudited(tx, actor, projectPlans, {
      entity: 'project_plan',
      id,
      values: { baselineSavedAt: now, updatedAt: now },
      before: { baseline_saved_at: plan.baselineSavedAt },
      after: { baseline_saved_at: now },
    });
  });
}

export async function deletePlan(db: Db, principal: Principal, actor: Actor, id: string, version: number | undefined) {
  await db.transaction(async (tx) => {
    const plan = await lockEditablePlan(tx, principal, id, version);
    await tx.delete(projectPlans).where(eq(projectPlans.id, id));
    await audit(tx, actor, { entity: 'project_plan', entityId: id, action: 'delete', before: plan });
  });
}
