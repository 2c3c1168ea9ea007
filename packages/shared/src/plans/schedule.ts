import { addWorkingDays, endAfter, nextWorkingDay, workingDaysBetween, type Holidays } from './working-days.js';

/** The part of a task that scheduling reads. Dates are calendar dates (`yyyy-MM-dd`), end inclusive. */
export interface ScheduleTask {
  id: string;
  start: string;
  end: string;
  isMilestone: boolean;
  /** 0–100 */
  progress: number;
  parentId: string | null;
}

export type DependencyType = 'FS' | 'SS';

export interface ScheduleDependency {
  predecessorId: string;
  successorId: string;
  type: DependencyType;
  /** Working days; negative is a lead. */
  lagDays: number;
}

/** Duration in working days (a milestone lasts 0). */
export function durationOf(task: Pick<ScheduleTask, 'start' | 'end' | 'isMilestone'>, holidays?: Holidays): number {
  return task.isMilestone ? 0 : Math.max(1, workingDaysBetween(task.start, task.end, holidays));
}

/**
 * The tasks of a dependency cycle, in order (first repeated at the end is left out), or null when there is none.
 * Iterative depth-first search, so 2,000-task plans do not overflow the stack.
 */
export function findCycle(taskIds: readonly string[], dependencies: readonly ScheduleDependency[]): string[] | null {
  const successors = successorMap(dependencies);
  const state = new Map<string, 1 | 2>(); // 1 = on the current path, 2 = done
  for (const root of taskIds) {
    if (state.has(root)) continue;
    const path: string[] = [];
    const stack: { id: string; next: number }[] = [{ id: root, next: 0 }];
    state.set(root, 1);
    path.push(root);
    while (stack.length > 0) {
      const frame = stack[stack.length - 1];
      if (!frame) break;
      const outs = successors.get(frame.id) ?? [];
      const next = outs[frame.next];
      if (!next) {
        state.set(frame.id, 2);
        stack.pop();
        path.pop();
        continue;
      }
      frame.next += 1;
      const target = next.successorId;
      const seen = state.get(target);
      if (seen === 1) return path.slice(path.indexOf(target));
      if (seen === undefined) {
        state.set(target, 1);
        path.push(target);
        stack.push({ id: target, next: 0 });
      }
    }
  }
  return null;
}

/** Task ids in an order where every predecessor comes before its successors (throws on a cycle). */
export function topologicalOrder(taskIds: readonly string[], dependencies: readonly ScheduleDependency[]): string[] {
  const indegree = new Map(taskIds.map((id) => [id, 0]));
  for (const dep of dependencies) indegree.set(dep.successorId, (indegree.get(dep.successorId) ?? 0) + 1);
  const successors = successorMap(dependencies);
  const queue = taskIds.filter((id) => indegree.get(id) === 0);
  const order: string[] = [];
  for (const id of queue) {
    order.push(id);
    for (const dep of successors.get(id) ?? []) {
      const left = (indegree.get(dep.successorId) ?? 0) - 1;
      indegree.set(dep.successorId, left);
      if (left === 0) queue.push(dep.successorId);
    }
  }
  if (order.length !== taskIds.length) throw new Error('The dependencies form a cycle.');
  return order;
}

/** The earliest start the dependencies allow for a task, or null when it has no predecessor. */
function earliestStart(
  predecessors: readonly ScheduleDependency[],
  byId: ReadonlyMap<string, ScheduleTask>,
  holidays: Holidays | undefined,
): string | null {
  let earliest: string | null = null;
  for (const dep of predecessors) {
    const pred = byId.get(dep.predecessorId);
    if (!pred) continue;
    const candidate =
      dep.type === 'FS'
        ? addWorkingDays(pred.end, (pred.isMilestone ? 0 : 1) + dep.lagDays, holidays)
        : addWorkingDays(nextWorkingDay(pred.start, holidays), dep.lagDays, holidays);
    if (earliest === null || candidate > earliest) earliest = candidate;
  }
  return earliest === null ? null : nextWorkingDay(earliest, holidays);
}

/**
 * Pushes tasks forward so that every dependency holds (a task's own start is kept when it is already late enough:
 * it acts as a "start no earlier than" constraint). Durations are kept in working days. Returns only the tasks that
 * moved, with their new dates; phases are then rolled up with `rollUpPhases`.
 */
export function scheduleTasks(
  tasks: readonly ScheduleTask[],
  dependencies: readonly ScheduleDependency[],
  holidays?: Holidays,
): Map<string, { start: string; end: string }> {
  const byId = new Map(tasks.map((task) => [task.id, { ...task }]));
  const predecessors = new Map<string, ScheduleDependency[]>();
  for (const dep of dependencies) {
    const list = predecessors.get(dep.successorId) ?? [];
    list.push(dep);
    predecessors.set(dep.successorId, list);
  }
  const moved = new Map<string, { start: string; end: string }>();
  for (const id of topologicalOrder([...byId.keys()], dependencies)) {
    const task = byId.get(id);
    if (!task) continue;
    const earliest = earliestStart(predecessors.get(id) ?? [], byId, holidays);
    if (earliest === null || task.start >= earliest) continue;
    const duration = durationOf(task, holidays);
    task.start = earliest;
    task.end = task.isMilestone ? earliest : endAfter(earliest, duration, holidays);
    moved.set(id, { start: task.start, end: task.end });
  }
  return moved;
}

function successorMap(dependencies: readonly ScheduleDependency[]) {
  const successors = new Map<string, ScheduleDependency[]>();
  for (const dep of dependencies) {
    const list = successors.get(dep.predecessorId) ?? [];
    list.push(dep);
    successors.set(dep.predecessorId, list);
  }
  return successors;
}
