import { durationOf, topologicalOrder, type ScheduleDependency, type ScheduleTask } from './schedule.js';
import { workingDaysBetween, type Holidays } from './working-days.js';

/** Tasks that have children are phases (summary tasks); everything else is a leaf. */
export function leafTasks<T extends Pick<ScheduleTask, 'id' | 'parentId'>>(tasks: readonly T[]): T[] {
  const parents = new Set(tasks.map((task) => task.parentId).filter((id): id is string => id !== null));
  return tasks.filter((task) => !parents.has(task.id));
}

/**
 * % complete weighted by duration in working days over leaf tasks (milestones weigh nothing unless the plan has
 * only milestones, then each counts once). Whole percent.
 */
export function percentComplete(tasks: readonly ScheduleTask[], holidays?: Holidays): number {
  const leaves = leafTasks(tasks);
  if (leaves.length === 0) return 0;
  let weight = 0;
  let done = 0;
  for (const task of leaves) {
    const duration = durationOf(task, holidays);
    weight += duration;
    done += (duration * task.progress) / 100;
  }
  if (weight === 0) return Math.round(leaves.reduce((sum, task) => sum + task.progress, 0) / leaves.length);
  return Math.round((done / weight) * 100);
}

/** Phase dates (min start, max end) and progress (duration-weighted) from their children, innermost first. */
export function rollUpPhases<T extends ScheduleTask>(tasks: readonly T[], holidays?: Holidays): T[] {
  const byId = new Map(tasks.map((task) => [task.id, { ...task }]));
  const children = new Map<string, T[]>();
  for (const task of byId.values()) {
    if (task.parentId === null) continue;
    const list = children.get(task.parentId) ?? [];
    list.push(task);
    children.set(task.parentId, list);
  }
  const depth = (id: string): number => {
    let level = 0;
    for (let parent = byId.get(id)?.parentId ?? null; parent !== null; parent = byId.get(parent)?.parentId ?? null) {
      level += 1;
      if (level > 64) break;
    }
    return level;
  };
  const phases = [...children.keys()].filter((id) => byId.has(id)).sort((a, b) => depth(b) - depth(a));
  for (const id of phases) {
    const phase = byId.get(id);
    const kids = children.get(id) ?? [];
    const [first] = kids;
    if (!phase || !first) continue;
    phase.start = kids.reduce((min, kid) => (kid.start < min ? kid.start : min), first.start);
    phase.end = kids.reduce((max, kid) => (kid.end > max ? kid.end : max), first.end);
    phase.isMilestone = false;
    phase.progress = percentComplete(kids, holidays);
  }
  return tasks.map((task) => byId.get(task.id) ?? task);
}

/**
 * The critical path: leaf tasks with no total float given the current dates (critical path method in working days).
 * A task is critical when moving its end by one working day moves the plan's end.
 */
export function criticalTaskIds(
  tasks: readonly ScheduleTask[],
  dependencies: readonly ScheduleDependency[],
  holidays?: Holidays,
): Set<string> {
  const leaves = leafTasks(tasks);
  const [firstLeaf] = leaves;
  if (!firstLeaf) return new Set();
  const leafIds = new Set(leaves.map((task) => task.id));
  const deps = dependencies.filter((dep) => leafIds.has(dep.predecessorId) && leafIds.has(dep.successorId));
  const base = leaves.reduce((min, task) => (task.start < min ? task.start : min), firstLeaf.start);
  const ordinal = (date: string) => workingDaysBetween(base, date, holidays);
  const span = new Map(
    leaves.map((task) => {
      const start = ordinal(task.start);
      return [task.id, { start, end: task.isMilestone ? start - 1 : ordinal(task.end) }];
    }),
  );
  const projectEnd = Math.max(...[...span.values()].map((s) => s.end));
  const latestFinish = new Map<string, number>();
  const outgoing = new Map<string, ScheduleDependency[]>();
  for (const dep of deps) outgoing.set(dep.predecessorId, [...(outgoing.get(dep.predecessorId) ?? []), dep]);
  for (const id of topologicalOrder([...leafIds], deps).reverse()) {
    const own = span.get(id);
    if (!own) continue;
    let finish = projectEnd;
    for (const dep of outgoing.get(id) ?? []) {
      const succ = span.get(dep.successorId);
      const succFinish = latestFinish.get(dep.successorId);
      if (!succ || succFinish === undefined) continue;
      const succLatestStart = succFinish - (succ.end - succ.start);
      const bound =
        dep.type === 'FS' ? succLatestStart - 1 - dep.lagDays : succLatestStart - dep.lagDays + (own.end - own.start);
      finish = Math.min(finish, bound);
    }
    latestFinish.set(id, finish);
  }
  const critical = new Set<string>();
  for (const [id, own] of span) if ((latestFinish.get(id) ?? projectEnd) - own.end <= 0) critical.add(id);
  return critical;
}

/** Working days a task's end has slipped past its baseline end (0 when on time or early). */
export function slipDays(current: { end: string }, baseline: { end: string } | undefined, holidays?: Holidays): number {
  if (!baseline || current.end <= baseline.end) return 0;
  return Math.max(0, workingDaysBetween(baseline.end, current.end, holidays) - 1);
}
