import type { Plan } from '@praxis/shared';
import type { GanttRow } from '../components/gantt-types';

export interface PlanFilter {
  /** A top-level phase id, or '' for all. */
  phase: string;
  /** A consultant id, or '' for everyone. */
  assignee: string;
  lateOnly: boolean;
}

/** Late: past its end and not done, or behind its baseline. */
export const isLate = (row: GanttRow, today: string) =>
  !row.isPhase && ((row.end < today && row.progress < 100) || (row.baselineEnd !== null && row.end > row.baselineEnd));

/** The rows a filter keeps, with the phases above them so the outline still reads. */
export function filterRows(
  plan: Plan,
  rows: GanttRow[],
  filter: PlanFilter,
  today = new Date().toISOString().slice(0, 10),
) {
  const byId = new Map(plan.tasks.map((t) => [t.id, t]));
  const ancestors = (id: string) => {
    const list: string[] = [];
    for (let p = byId.get(id)?.parent_id ?? null; p !== null && list.length < 32; p = byId.get(p)?.parent_id ?? null)
      list.push(p);
    return list;
  };
  const matches = (row: GanttRow) => {
    const task = byId.get(row.id);
    if (!task || row.isPhase) return false;
    if (filter.phase && !ancestors(row.id).includes(filter.phase)) return false;
    if (filter.assignee && task.assignee_id !== filter.assignee) return false;
    if (filter.lateOnly && !isLate(row, today)) return false;
    return true;
  };
  if (!filter.phase && !filter.assignee && !filter.lateOnly) return rows;
  const keep = new Set<string>();
  for (const row of rows) {
    if (!matches(row)) continue;
    keep.add(row.id);
    for (const id of ancestors(row.id)) keep.add(id);
  }
  return rows.filter((row) => keep.has(row.id));
}
