import type { PlanDependency, PlanTask } from '@praxis/shared';

/** One row of the Gantt: a task as drawn (phases and milestones included). */
export interface GanttRow {
  id: string;
  name: string;
  start: string;
  end: string;
  progress: number;
  isMilestone: boolean;
  isPhase: boolean;
  isCritical: boolean;
  overCapacity: boolean;
  baselineStart: string | null;
  baselineEnd: string | null;
  assigneeName: string | null;
  depth: number;
}

export type GanttLink = PlanDependency;

type OutlineTask = Pick<
  PlanTask,
  'id' | 'parent_id' | 'name' | 'start_date' | 'end_date' | 'progress' | 'is_milestone'
>;
type OutlineField = 'id' | 'name' | 'start' | 'end' | 'progress' | 'isMilestone' | 'depth';

/**
 * Gantt rows for tasks, saved or being edited: each task's own fields and its depth in the outline (0 at the top;
 * the parent chain is followed at most 32 levels), with `rest` adding what depends on where the tasks come from.
 */
export function ganttRows<T extends OutlineTask>(
  tasks: readonly T[],
  rest: (task: T) => Omit<GanttRow, OutlineField>,
): GanttRow[] {
  const parentOf = new Map(tasks.map((t) => [t.id, t.parent_id]));
  const depthOf = (id: string) => {
    let depth = 0;
    for (let p = parentOf.get(id) ?? null; p !== null && depth < 32; p = parentOf.get(p) ?? null) depth += 1;
    return depth;
  };
  return tasks.map((t) => ({
    id: t.id,
    name: t.name,
    start: t.start_date,
    end: t.end_date,
    progress: t.progress,
    isMilestone: t.is_milestone,
    depth: depthOf(t.id),
    ...rest(t),
  }));
}

/** Rows from the saved tasks (critical path, capacity and baseline come from the server). */
export function rowsOf(tasks: PlanTask[]): GanttRow[] {
  return ganttRows(tasks, (t) => ({
    isPhase: t.is_phase,
    isCritical: t.is_critical,
    overCapacity: t.assignee_over_capacity,
    baselineStart: t.baseline_start,
    baselineEnd: t.baseline_end,
    assigneeName: t.assignee_name,
  }));
}
