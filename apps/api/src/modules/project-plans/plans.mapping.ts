import {
  criticalTaskIds,
  leafTasks,
  percentComplete,
  type Plan,
  type PlanSummary,
  type PlanTask,
  type ScheduleTask,
} from '@praxis/shared';
import { isOverCapacity, weeklyHoursOf } from '@praxis/shared/dates';
import type { planDependencies, planTasks } from '../../db/schema/project-plans.js';
import type { PlanRow } from './plans.queries.js';

type TaskRow = { task: typeof planTasks.$inferSelect; assigneeName: string | null };
type DependencyRow = typeof planDependencies.$inferSelect;
export interface Assignment {
  consultantId: string;
  startDate: string | null;
  endDate: string | null;
  hoursAllocated: number | null;
}

export const toScheduleTask = (row: typeof planTasks.$inferSelect): ScheduleTask => ({
  id: row.id,
  start: row.startDate,
  end: row.endDate,
  isMilestone: row.isMilestone,
  progress: row.progress,
  parentId: row.parentId,
});

/**
 * Whether the assignee's weekly load over the task's dates, summed across every engagement they are assigned to
 * (each assignment spread evenly over its weeks), exceeds the 40 h/week capacity.
 */
export function overCapacity(task: { start: string; end: string }, assignments: readonly Assignment[]): boolean {
  let weekly = 0;
  for (const a of assignments) {
    if (!a.startDate || !a.endDate || !a.hoursAllocated) continue;
    if (a.endDate < task.start || a.startDate > task.end) continue;
    weekly += weeklyHoursOf(a.hoursAllocated, { start: a.startDate, end: a.endDate });
  }
  return isOverCapacity(weekly);
}

export function toPlan(
  row: NonNullable<PlanRow>,
  tasks: TaskRow[],
  dependencies: DependencyRow[],
  extra: {
    canEdit: boolean;
    hidePeople: boolean;
    team: Plan['team'];
    holidays: string[];
    assignments: Assignment[];
  },
): Plan {
  const holidays = new Set(extra.holidays);
  const schedule = tasks.map((t) => toScheduleTask(t.task));
  const deps = dependencies.map((d) => ({
    predecessorId: d.predecessorId,
    successorId: d.successorId,
    type: d.type,
    lagDays: d.lagDays,
  }));
  const critical = criticalTaskIds(schedule, deps, holidays);
  const phaseIds = new Set(tasks.map((t) => t.task.parentId).filter((id): id is string => id !== null));
  const byConsultant = new Map<string, Assignment[]>();
  for (const a of extra.assignments) byConsultant.set(a.consultantId, [...(byConsultant.get(a.consultantId) ?? []), a]);
  const toTask = ({ task, assigneeName }: TaskRow): PlanTask => ({
    id: task.id,
    parent_id: task.parentId,
    name: task.name,
    start_date: task.startDate,
    end_date: task.endDate,
    progress: task.progress,
    is_milestone: task.isMilestone,
    assignee_id: extra.hidePeople ? null : task.assigneeId,
    assignee_name: extra.hidePeople ? null : assigneeName,
    sort_order: task.sortOrder,
    baseline_start: task.baselineStart,
    baseline_end: task.baselineEnd,
    is_phase: phaseIds.has(task.id),
    is_critical: critical.has(task.id),
    assignee_over_capacity:
      !extra.hidePeople &&
      task.assigneeId !== null &&
      overCapacity({ start: task.startDate, end: task.endDate }, byConsultant.get(task.assigneeId) ?? []),
  });
  return {
    id: row.plan.id,
    engagement_id: row.plan.engagementId,
    engagement_name: row.engagementName,
    engagement_type: row.engagementType,
    engagement_start: row.engagementStart,
    client_name: row.clientName,
    name: row.plan.name,
    status: row.plan.status,
    published_at: row.plan.publishedAt?.toISOString() ?? null,
    baseline_saved_at: row.plan.baselineSavedAt?.toISOString() ?? null,
    percent_complete: percentComplete(schedule, holidays),
    can_edit: extra.canEdit,
    version: row.plan.version,
    updated_at: new Date(row.plan.updatedAt).toISOString(),
    tasks: tasks.map(toTask),
    dependencies: dependencies.map((d) => ({
      predecessor_id: d.predecessorId,
      successor_id: d.successorId,
      type: d.type,
      lag_days: d.lagDays,
    })),
    team: extra.hidePeople ? [] : extra.team,
    holidays: extra.holidays,
  };
}

/** Landing-page figures from a plan's tasks: progress, the next milestone and the tasks slipping. */
export function toSummary(
  row: NonNullable<PlanRow>,
  tasks: TaskRow[],
  today: string,
  holidays: Set<string>,
): PlanSummary {
  const schedule = tasks.map((t) => toScheduleTask(t.task));
  const leaves = new Set(leafTasks(schedule).map((t) => t.id));
  const next = tasks
    .filter((t) => t.task.isMilestone && t.task.startDate >= today && t.task.progress < 100)
    .sort((a, b) => a.task.startDate.localeCompare(b.task.startDate))[0];
  return {
    id: row.plan.id,
    engagement_id: row.plan.engagementId,
    engagement_name: row.engagementName,
    engagement_type: row.engagementType,
    client_name: row.clientName,
    name: row.plan.name,
    status: row.plan.status,
    percent_complete: percentComplete(schedule, holidays),
    task_count: tasks.length,
    next_milestone: next ? { name: next.task.name, date: next.task.startDate } : null,
    slipping_count: tasks.filter((t) => leaves.has(t.task.id) && isSlipping(t.task, today)).length,
    updated_at: new Date(row.plan.updatedAt).toISOString(),
  };
}

/** Late (past its end, not done) or behind its baseline. */
export const isSlipping = (task: typeof planTasks.$inferSelect, today: string) =>
  (task.endDate < today && task.progress < 100) || (task.baselineEnd !== null && task.endDate > task.baselineEnd);
