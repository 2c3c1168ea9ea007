import type { PlanDependency, PlanTaskInput } from '../schemas/project-plans.js';
import { rollUpPhases } from './analysis.js';
import { scheduleTasks, type ScheduleDependency, type ScheduleTask } from './schedule.js';
import type { Holidays } from './working-days.js';

/**
 * A plan's rows as saved (the API's input, the builder's draft) in the scheduler's terms, and the scheduling of a
 * whole plan — one implementation for the API's save and the builder's live preview, so both move the same tasks.
 */

/** A plan's dependency rows as the scheduler reads them. */
export const scheduleLinksOf = (dependencies: readonly PlanDependency[]): ScheduleDependency[] =>
  dependencies.map((d) => ({
    predecessorId: d.predecessor_id,
    successorId: d.successor_id,
    type: d.type,
    lagDays: d.lag_days,
  }));

/** A plan's task rows as the scheduler reads them (a milestone ends the day it starts). */
export const scheduleTasksOf = (tasks: readonly PlanTaskInput[]): ScheduleTask[] =>
  tasks.map((t) => ({
    id: t.id,
    start: t.start_date,
    end: t.is_milestone ? t.start_date : t.end_date,
    isMilestone: t.is_milestone,
    progress: t.progress,
    parentId: t.parent_id,
  }));

/**
 * Schedules a plan: successors start after their predecessors (durations kept in working days), then phases span
 * their children (dates, duration-weighted progress, never a milestone). Returns the tasks with their new dates and
 * the ids of the tasks the dependencies moved.
 */
export function schedulePlan(
  plan: { tasks: readonly PlanTaskInput[]; dependencies: readonly PlanDependency[] },
  holidays?: Holidays,
): { tasks: PlanTaskInput[]; moved: string[] } {
  const schedule = scheduleTasksOf(plan.tasks);
  const moved = scheduleTasks(schedule, scheduleLinksOf(plan.dependencies), holidays);
  const rolled = new Map(
    rollUpPhases(
      schedule.map((t) => ({ ...t, ...moved.get(t.id) })),
      holidays,
    ).map((t) => [t.id, t]),
  );
  const tasks = plan.tasks.map((t) => {
    const r = rolled.get(t.id);
    return r ? { ...t, start_date: r.start, end_date: r.end, progress: r.progress, is_milestone: r.isMilestone } : t;
  });
  return { tasks, moved: [...moved.keys()] };
}

/** The tasks of a dependency circle named in order, back to the first: “A” → “B” → “A”. */
export const circlePath = (cycle: readonly string[], nameOf: (id: string) => string | undefined): string =>
  [...cycle, cycle[0] as string].map((id) => `“${nameOf(id)}”`).join(' → ');
