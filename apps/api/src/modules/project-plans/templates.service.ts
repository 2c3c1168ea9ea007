import type { Template, TemplateInput } from '@praxis/shared';
import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { planTemplateDependencies, planTemplateTasks, planTemplates } from '../../db/schema/project-plans.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type Actor } from '../../lib/audit.js';
import { insertRow } from '../../lib/insert-row.js';
import { lockById } from '../../lib/lock-row.js';
import { bumpVersion, lockForWrite } from '../../lib/versioned-update.js';
import { parentsFirst } from './parents-first.js';
import { refuseDependencyCycle } from './plan-validation.js';

type TemplateRow = typeof planTemplates.$inferSelect;
type TemplateTaskRow = typeof planTemplateTasks.$inferSelect;
type TemplateLinkRow = typeof planTemplateDependencies.$inferSelect;

/** The stored tasks (in their order) and links of these templates: what a template shows and what a plan copies. */
export async function templateContents(db: DbOrTx, templateIds: string[]) {
  const tasks = await db
    .select()
    .from(planTemplateTasks)
    .where(inArray(planTemplateTasks.templateId, templateIds))
    .orderBy(asc(planTemplateTasks.sortOrder));
  const dependencies = await db
    .select()
    .from(planTemplateDependencies)
    .where(inArray(planTemplateDependencies.templateId, templateIds));
  return { tasks, dependencies };
}

const toTemplateTask = (t: TemplateTaskRow): Template['tasks'][number] => ({
  id: t.id,
  parent_id: t.parentId,
  name: t.name,
  offset_days: t.offsetDays,
  duration_days: t.durationDays,
  is_milestone: t.isMilestone,
  default_role_id: t.defaultRoleId,
});

const toTemplateLink = (d: TemplateLinkRow): Template['dependencies'][number] => ({
  predecessor_id: d.predecessorId,
  successor_id: d.successorId,
  type: d.type,
  lag_days: d.lagDays,
});

async function load(db: DbOrTx, rows: TemplateRow[]): Promise<Template[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const { tasks, dependencies } = await templateContents(db, ids);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    engagement_type: row.engagementType,
    description: row.description,
    display_order: row.displayOrder,
    archived_at: row.archivedAt?.toISOString() ?? null,
    version: row.version,
    tasks: tasks.filter((t) => t.templateId === row.id).map(toTemplateTask),
    dependencies: dependencies.filter((d) => d.templateId === row.id).map(toTemplateLink),
  }));
}

const templatesQuery = (db: Db, includeArchived: boolean) =>
  db
    .select()
    .from(planTemplates)
    .where(includeArchived ? undefined : isNull(planTemplates.archivedAt))
    .orderBy(
      asc(planTemplates.engagementType),
      asc(planTemplates.displayOrder),
      asc(planTemplates.name),
      asc(planTemplates.id),
    );

export async function listTemplates(db: Db, includeArchived: boolean) {
  return load(db, await templatesQuery(db, includeArchived));
}

/** The templates page by page for the CSV export, with the counts the page shows per template. */
export const templateRows = (db: Db, includeArchived: boolean) => async (limit: number, offset: number) => {
  const page = await load(db, await templatesQuery(db, includeArchived).limit(limit).offset(offset));
  return page.map((template) => ({
    ...template,
    milestone_count: template.tasks.filter((task) => task.is_milestone).length,
    task_count: template.tasks.length,
    dependency_count: template.dependencies.length,
  }));
};

export async function getTemplate(db: DbOrTx, id: string): Promise<Template> {
  const [row] = await db.select().from(planTemplates).where(eq(planTemplates.id, id));
  if (!row) throw AppError.notFound('Template');
  const [template] = await load(db, [row]);
  return template as Template;
}

function validateTemplate(input: TemplateInput) {
  const ids = new Set(input.tasks.map((t) => t.id));
  if (ids.size !== input.tasks.length) throw AppError.validation('Two tasks share an id.', { tasks: 'Duplicate id.' });
  input.tasks.forEach((t, index) => {
    if (t.parent_id !== null && (!ids.has(t.parent_id) || t.parent_id === t.id)) {
      throw AppError.validation(`“${t.name}” sits under a task that is not in the template.`, {
        [`tasks.${index}.parent_id`]: 'Unknown phase.',
      });
    }
  });
  input.dependencies.forEach((d, index) => {
    if (!ids.has(d.predecessor_id) || !ids.has(d.successor_id) || d.predecessor_id === d.successor_id) {
      throw AppError.validation('A link points to a task that is not in the template.', {
        [`dependencies.${index}`]: 'Unknown task.',
      });
    }
  });
  const names = new Map(input.tasks.map((t) => [t.id, t.name]));
  refuseDependencyCycle([...ids], input.dependencies, (id) => names.get(id));
}

/** Writes the tasks with fresh ids (templates are copied, never shared by id), keeping links and nesting. */
async function writeTasks(tx: DbOrTx, templateId: string, input: TemplateInput) {
  const ids = new Map(input.tasks.map((t) => [t.id, randomUUID()]));
  const mapped = input.tasks.map((t, index) => ({
    id: ids.get(t.id) as string,
    templateId,
    parentId: t.parent_id ? (ids.get(t.parent_id) as string) : null,
    name: t.name,
    offsetDays: t.offset_days,
    durationDays: t.is_milestone ? 0 : t.duration_days,
    isMilestone: t.is_milestone,
    defaultRoleId: t.default_role_id,
    sortOrder: index,
  }));
  const ordered = parentsFirst(
    mapped,
    (row) => row.id,
    (row) => row.parentId,
  );
  if (ordered.length > 0) await tx.insert(planTemplateTasks).values(ordered);
  if (input.dependencies.length > 0) {
    await tx.insert(planTemplateDependencies).values(
      input.dependencies.map((d) => ({
        templateId,
        predecessorId: ids.get(d.predecessor_id) as string,
        successorId: ids.get(d.successor_id) as string,
        type: d.type,
        lagDays: d.lag_days,
      })),
    );
  }
}

export async function createTemplate(db: Db, actor: Actor, input: TemplateInput): Promise<Template> {
  validateTemplate(input);
  const id = await db.transaction(async (tx) => {
    const [{ next } = { next: 0 }] = await tx
      .select({ next: sql<number>`coalesce(max(${planTemplates.displayOrder}) + 1, 0)::int` })
      .from(planTemplates)
      .where(eq(planTemplates.engagementType, input.engagement_type));
    const row = await insertRow(tx, planTemplates, {
      name: input.name,
      engagementType: input.engagement_type,
      description: input.description,
      displayOrder: next,
    });
    await writeTasks(tx, row.id, input);
    await audit(tx, actor, { entity: 'plan_template', entityId: row.id, action: 'create', after: input });
    return row.id;
  });
  return getTemplate(db, id);
}

/** Locks the template for a write: it exists (404) and the caller saw its current version (409). */
const lockTemplate = (tx: Tx, id: string, version: number | undefined) =>
  lockForWrite(tx, { lock: (t) => lockById(t, planTemplates, id), label: 'Template', expectedVersion: version });

export async function replaceTemplate(
  db: Db,
  actor: Actor,
  id: string,
  version: number | undefined,
  input: TemplateInput,
): Promise<Template> {
  validateTemplate(input);
  await db.transaction(async (tx) => {
    await lockTemplate(tx, id, version);
    const before = await getTemplate(tx, id);
    await tx.delete(planTemplateTasks).where(eq(planTemplateTasks.templateId, id));
    await bumpVersion(tx, planTemplates, id, {
      name: input.name,
      engagementType: input.engagement_type,
      description: input.description,
    });
    await writeTasks(tx, id, input);
    await audit(tx, actor, { entity: 'plan_template', entityId: id, action: 'update', before, after: input });
  });
  return getTemplate(db, id);
}

export async function patchTemplate(
  db: Db,
  actor: Actor,
  id: string,
  version: number | undefined,
  input: { archived?: boolean | undefined; display_order?: number | undefined },
): Promise<Template> {
  await db.transaction(async (tx) => {
    const row = await lockTemplate(tx, id, version);
    const after = await bumpVersion(tx, planTemplates, id, {
      ...(input.archived === undefined ? {} : { archivedAt: input.archived ? new Date() : null }),
      ...(input.display_order === undefined ? {} : { displayOrder: input.display_order }),
    });
    await audit(tx, actor, { entity: 'plan_template', entityId: id, action: 'update', before: row, after });
  });
  return getTemplate(db, id);
}

export async function duplicateTemplate(db: Db, actor: Actor, id: string): Promise<Template> {
  const source = await getTemplate(db, id);
  return createTemplate(db, actor, {
    name: `${source.name} (copy)`.slice(0, 200),
    engagement_type: source.engagement_type,
    description: source.description,
    tasks: source.tasks,
    dependencies: source.dependencies,
  });
}
