import {
  datesFromTemplate,
  rollUpPhases,
  scheduleTasks,
  type ScheduleDependency,
  type ScheduleTask,
} from '@praxis/shared';
import type * as s from '../schema/index.js';
import type { Engagements } from './build-engagements.js';
import type { Catalogues } from './build-people.js';
import { PLAN_TEMPLATES, type TemplateSpec } from './data-plans.js';
import { createRandom, type Calendar } from './random.js';
import type { Row } from './rows.js';
import { addDays } from '@praxis/shared/dates';

/** Plans draw from their own generator so adding them reshuffles nothing else in the demo firm. */
const PLAN_SEED = 20261116;

interface FlatTask {
  key: number;
  name: string;
  phase: number | null;
  offset: number;
  duration: number;
  milestone: boolean;
  role: string | null;
}

/** Phases and tasks in display order; each task follows the task that ends last at or before its offset. */
function flatten(spec: TemplateSpec) {
  const tasks: FlatTask[] = [];
  spec.phases.forEach((phase) => {
    const phaseKey = tasks.length;
    tasks.push({ key: phaseKey, name: phase.name, phase: null, offset: 0, duration: 1, milestone: false, role: null });
    for (const t of phase.tasks) {
      tasks.push({
        key: tasks.length,
        name: t.name,
        phase: phaseKey,
        offset: t.offset,
        duration: t.milestone ? 0 : t.duration,
        milestone: t.milestone ?? false,
        role: t.role ?? null,
      });
    }
  });
  const leaves = tasks.filter((t) => t.phase !== null);
  const links: [number, number][] = [];
  for (const task of leaves) {
    let best: FlatTask | undefined;
    for (const other of leaves) {
      if (other === task) continue;
      const end = other.offset + other.duration;
      const before = other.key < task.key || end < task.offset;
      if (before && end <= task.offset && (!best || end >= best.offset + best.duration)) best = other;
    }
    if (best) links.push([best.key, task.key]);
  }
  return { tasks, links };
}

export function buildPlans(cal: Calendar, catalogues: Catalogues, work: Engagements) {
  const rng = createRandom(PLAN_SEED);
  const today = cal.now.toISOString().slice(0, 10);
  const roleIdOf = (title: string | null) =>
    title ? (catalogues.engagementRoles.find((r) => r.title === title)?.id ?? null) : null;
  const templates: Row<typeof s.planTemplates>[] = [];
  const templateTasks: Row<typeof s.planTemplateTasks>[] = [];
  const templateDependencies: Row<typeof s.planTemplateDependencies>[] = [];
  const plans: Row<typeof s.projectPlans>[] = [];
  const tasks: Row<typeof s.planTasks>[] = [];
  const dependencies: Row<typeof s.planDependencies>[] = [];

  const shapes = new Map(
    PLAN_TEMPLATES.map((spec, index) => {
      const templateId = rng.uuid();
      const { tasks: flat, links } = flatten(spec);
      const ids = flat.map(() => rng.uuid());
      templates.push({
        id: templateId,
        name: spec.name,
        engagementType: spec.type,
        description: spec.description,
        displayOrder: index,
      });
      flat.forEach((t, order) =>
        templateTasks.push({
          id: ids[t.key],
          templateId,
          parentId: t.phase === null ? null : ids[t.phase],
          name: t.name,
          offsetDays: t.offset,
          durationDays: t.duration,
          isMilestone: t.milestone,
          defaultRoleId: roleIdOf(t.role),
          sortOrder: order,
        }),
      );
      links.forEach(([from, to]) =>
        templateDependencies.push({
          templateId,
          predecessorId: ids[from] as string,
          successorId: ids[to] as string,
          type: 'FS',
          lagDays: 0,
        }),
      );
      return [spec.type, { templateId, flat, links }] as const;
    }),
  );

  const eligible = work.engagements.filter(
    (e) =>
      e.startDate &&
      (e.status === 'active' || e.status === 'on_hold' || (e.status === 'completed' && e.type === 'project')),
  );
  eligible.forEach((engagement, planIndex) => {
    const shape = shapes.get(engagement.type);
    if (!shape || !engagement.startDate) return;
    const planId = rng.uuid();
    const team = work.assignments.filter((a) => a.engagementId === engagement.id);
    const assigneeFor = (role: string | null) => {
      const roleId = roleIdOf(role);
      return team.find((a) => a.engagementRoleId === roleId)?.consultantId ?? team[0]?.consultantId ?? null;
    };
    const ids = shape.flat.map(() => rng.uuid());
    let schedule: ScheduleTask[] = shape.flat.map((t) => ({
      id: ids[t.key] as string,
      parentId: t.phase === null ? null : (ids[t.phase] as string),
      isMilestone: t.milestone,
      progress: 0,
      ...datesFromTemplate(engagement.startDate as string, {
        offsetDays: t.offset,
        durationDays: t.duration,
        isMilestone: t.milestone,
      }),
    }));
    const deps: ScheduleDependency[] = shape.links.map(([from, to]) => ({
      predecessorId: ids[from] as string,
      successorId: ids[to] as string,
      type: 'FS',
      lagDays: 0,
    }));
    // Progress as of today; on active plans one finished-on-paper task is still open (slipping).
    let slipping = engagement.status === 'active';
    schedule = schedule.map((t) => {
      if (t.end < today) {
        if (slipping && !t.isMilestone && t.parentId !== null && t.end >= addDays(today, -20)) {
          slipping = false;
          return { ...t, progress: 70 };
        }
        return { ...t, progress: 100 };
      }
      if (t.start <= today) return { ...t, progress: rng.pick([20, 40, 50, 60]) };
      return t;
    });
    const moved = scheduleTasks(schedule, deps);
    schedule = rollUpPhases(schedule.map((t) => ({ ...t, ...moved.get(t.id) })));
    const withBaseline = planIndex % 2 === 0;
    plans.push({
      id: planId,
      engagementId: engagement.id,
      templateId: shape.templateId,
      name: `${engagement.name} plan`,
      status: engagement.status === 'active' || engagement.status === 'completed' ? 'published' : 'draft',
      publishedAt: engagement.status === 'on_hold' ? null : cal.ago(24 * 20),
      baselineSavedAt: withBaseline ? cal.ago(24 * 14) : null,
    });
    schedule.forEach((t, order) => {
      const flat = shape.flat[order] as FlatTask;
      tasks.push({
        id: t.id,
        planId,
        parentId: t.parentId,
        name: flat.name,
        startDate: t.start,
        endDate: t.end,
        progress: t.progress,
        isMilestone: t.isMilestone,
        assigneeId: flat.phase === null ? null : assigneeFor(flat.role),
        sortOrder: order,
        // The baseline was saved before the slipping work stretched: UAT and later ends 3 days later now.
        baselineStart: withBaseline ? t.start : null,
        baselineEnd: withBaseline
          ? order >= shape.flat.length - 6 && t.progress < 100
            ? addDays(t.end, -3)
            : t.end
          : null,
      });
    });
    deps.forEach((d) =>
      dependencies.push({ planId, predecessorId: d.predecessorId, successorId: d.successorId, type: 'FS', lagDays: 0 }),
    );
  });
  return { templates, templateTasks, templateDependencies, plans, tasks, dependencies };
}
