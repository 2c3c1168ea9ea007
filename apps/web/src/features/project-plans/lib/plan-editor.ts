import {
  addWorkingDays,
  circlePath,
  endAfter,
  findCycle,
  nextWorkingDay,
  scheduleLinksOf,
  schedulePlan,
  workingDaysBetween,
  type Holidays,
  type Plan,
  type PlanDependency,
  type PlanTaskInput,
} from '@praxis/shared';

/** What the builder edits: the saveable part of a plan. */
export interface PlanDraft {
  tasks: PlanTaskInput[];
  dependencies: PlanDependency[];
}

export const draftOf = (plan: Pick<Plan, 'tasks' | 'dependencies'>): PlanDraft => ({
  tasks: plan.tasks.map((t) => ({
    id: t.id,
    parent_id: t.parent_id,
    name: t.name,
    start_date: t.start_date,
    end_date: t.end_date,
    progress: t.progress,
    is_milestone: t.is_milestone,
    assignee_id: t.assignee_id,
  })),
  dependencies: plan.dependencies.map((d) => ({ ...d })),
});

export type PlanEdit =
  | { kind: 'update'; id: string; patch: Partial<Omit<PlanTaskInput, 'id'>> }
  | { kind: 'duration'; id: string; days: number }
  | { kind: 'move'; id: string; days: number }
  | { kind: 'resize'; id: string; end: string }
  | { kind: 'insert'; after: string | null; id: string; name?: string }
  | { kind: 'remove'; id: string }
  | { kind: 'indent'; id: string }
  | { kind: 'outdent'; id: string }
  | { kind: 'link'; predecessor: string; successor: string }
  | { kind: 'unlink'; predecessor: string; successor: string }
  | { kind: 'predecessors'; id: string; text: string }
  /** Several edits as one step of the history (a dialog's fields, "add subtask" = insert + indent). */
  | { kind: 'batch'; edits: PlanEdit[] };

/** A refused edit says why in words (shown to the user); the draft stays as it was. */
export class EditRefused extends Error {}

const isPhase = (draft: PlanDraft, id: string) => draft.tasks.some((t) => t.parent_id === id);

/** Applies one edit, then re-schedules through the links and rolls phases up, as the server will. */
export function applyEdit(draft: PlanDraft, edit: PlanEdit, holidays: Holidays): PlanDraft {
  const next = reduce(draft, edit, holidays);
  return normalise(next, holidays);
}

function reduce(draft: PlanDraft, edit: PlanEdit, holidays: Holidays): PlanDraft {
  const tasks = draft.tasks.map((t) => ({ ...t }));
  const find = (id: string) => {
    const task = tasks.find((t) => t.id === id);
    if (!task) throw new EditRefused('That task is no longer in the plan.');
    return task;
  };
  switch (edit.kind) {
    case 'update': {
      const task = find(edit.id);
      const duration = workingDaysBetween(task.start_date, task.end_date, holidays);
      Object.assign(task, edit.patch);
      if (edit.patch.start_date && !edit.patch.end_date) {
        task.start_date = nextWorkingDay(task.start_date, holidays);
        task.end_date = task.is_milestone ? task.start_date : endAfter(task.start_date, duration, holidays);
      }
      if (task.end_date < task.start_date) throw new EditRefused('The end date cannot be before the start date.');
      if (task.is_milestone) task.end_date = task.start_date;
      return { ...draft, tasks };
    }
    case 'duration': {
      const task = find(edit.id);
      if (edit.days < 0) throw new EditRefused('Duration cannot be negative.');
      task.is_milestone = edit.days === 0;
      task.end_date = edit.days === 0 ? task.start_date : endAfter(task.start_date, edit.days, holidays);
      return { ...draft, tasks };
    }
    case 'move': {
      const task = find(edit.id);
      const duration = workingDaysBetween(task.start_date, task.end_date, holidays);
      task.start_date = nextWorkingDay(addWorkingDays(task.start_date, edit.days, holidays), holidays);
      task.end_date = task.is_milestone ? task.start_date : endAfter(task.start_date, duration, holidays);
      return { ...draft, tasks };
    }
    case 'resize': {
      const task = find(edit.id);
      task.end_date = edit.end < task.start_date ? task.start_date : edit.end;
      return { ...draft, tasks };
    }
    case 'insert': {
      const after = edit.after ? find(edit.after) : undefined;
      const start = after ? addWorkingDays(after.end_date, 1, holidays) : nextWorkingDay(today(), holidays);
      const task: PlanTaskInput = {
        id: edit.id,
        parent_id: after?.parent_id ?? null,
        name: edit.name ?? 'New task',
        start_date: start,
        end_date: start,
        progress: 0,
        is_milestone: false,
        assignee_id: null,
      };
      const index = after ? lastDescendantIndex(tasks, after.id) + 1 : tasks.length;
      tasks.splice(index, 0, task);
      return { ...draft, tasks };
    }
    case 'remove': {
      const gone = new Set([edit.id, ...descendants(tasks, edit.id)]);
      return {
        tasks: tasks.filter((t) => !gone.has(t.id)),
        dependencies: draft.dependencies.filter((d) => !gone.has(d.predecessor_id) && !gone.has(d.successor_id)),
      };
    }
    case 'indent': {
      const task = find(edit.id);
      const index = tasks.indexOf(task);
      const above = tasks
        .slice(0, index)
        .reverse()
        .find((t) => t.parent_id === task.parent_id);
      if (!above) throw new EditRefused('There is no task above at the same level to indent under.');
      if (draft.dependencies.some((d) => d.predecessor_id === above.id || d.successor_id === above.id)) {
        throw new EditRefused(`“${above.name}” has links; a phase cannot. Remove its links first.`);
      }
      task.parent_id = above.id;
      above.is_milestone = false;
      return { ...draft, tasks };
    }
    case 'outdent': {
      const task = find(edit.id);
      if (task.parent_id === null) throw new EditRefused('This task is already at the top level.');
      task.parent_id = find(task.parent_id).parent_id;
      return { ...draft, tasks };
    }
    case 'link':
      return { ...draft, dependencies: withLink(draft, edit.predecessor, edit.successor, 'FS', 0) };
    case 'unlink':
      return {
        ...draft,
        dependencies: draft.dependencies.filter(
          (d) => !(d.predecessor_id === edit.predecessor && d.successor_id === edit.successor),
        ),
      };
    case 'predecessors':
      return { ...draft, dependencies: withPredecessors({ ...draft, tasks }, edit.id, edit.text) };
    case 'batch':
      return edit.edits.reduce((current, each) => applyEdit(current, each, holidays), draft);
  }
}

function withLink(draft: PlanDraft, predecessor: string, successor: string, type: 'FS' | 'SS', lag: number) {
  const name = (id: string) => draft.tasks.find((t) => t.id === id)?.name ?? '?';
  if (predecessor === successor) throw new EditRefused('A task cannot depend on itself.');
  for (const id of [predecessor, successor]) {
    if (isPhase(draft, id)) throw new EditRefused(`Link tasks, not phases: “${name(id)}” is a phase.`);
  }
  const others = draft.dependencies.filter((d) => !(d.predecessor_id === predecessor && d.successor_id === successor));
  const dependencies = [...others, { predecessor_id: predecessor, successor_id: successor, type, lag_days: lag }];
  const cycle = findCycle(
    draft.tasks.map((t) => t.id),
    scheduleLinksOf(dependencies),
  );
  if (cycle) throw new EditRefused(`That link would make a circle: ${circlePath(cycle, name)}.`);
  return dependencies;
}

/** "3, 5FS+2, 7SS-1": predecessors by row number (1-based), type and lag in working days. */
export function parsePredecessors(text: string): { row: number; type: 'FS' | 'SS'; lag: number }[] {
  const parts = text
    .split(/[,;]/)
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.map((part) => {
    const match = /^(\d+)\s*(FS|SS)?\s*([+-]\s*\d+)?\s*d?$/i.exec(part);
    if (!match) throw new EditRefused(`“${part}” is not a predecessor. Write row numbers like 3, 5FS+2 or 7SS.`);
    return {
      row: Number(match[1]),
      type: (match[2] ?? 'FS').toUpperCase() as 'FS' | 'SS',
      lag: match[3] ? Number(match[3].replace(/\s/g, '')) : 0,
    };
  });
}

export function predecessorsText(draft: PlanDraft, id: string): string {
  const rowOf = new Map(draft.tasks.map((t, index) => [t.id, index + 1]));
  return draft.dependencies
    .filter((d) => d.successor_id === id)
    .map((d) => {
      const lag = d.lag_days === 0 ? '' : d.lag_days > 0 ? `+${d.lag_days}` : String(d.lag_days);
      return `${rowOf.get(d.predecessor_id) ?? '?'}${d.type === 'FS' && lag === '' ? '' : d.type}${lag}`;
    })
    .join(', ');
}

function withPredecessors(draft: PlanDraft, id: string, text: string) {
  const parsed = parsePredecessors(text);
  let result: PlanDraft = { ...draft, dependencies: draft.dependencies.filter((d) => d.successor_id !== id) };
  for (const p of parsed) {
    const predecessor = draft.tasks[p.row - 1];
    if (!predecessor) throw new EditRefused(`There is no row ${p.row}.`);
    result = { ...result, dependencies: withLink(result, predecessor.id, id, p.type, p.lag) };
  }
  return result.dependencies;
}

function descendants(tasks: readonly PlanTaskInput[], id: string): string[] {
  const direct = tasks.filter((t) => t.parent_id === id).map((t) => t.id);
  return direct.flatMap((child) => [child, ...descendants(tasks, child)]);
}

function lastDescendantIndex(tasks: readonly PlanTaskInput[], id: string) {
  const family = new Set([id, ...descendants(tasks, id)]);
  let last = tasks.findIndex((t) => t.id === id);
  tasks.forEach((t, index) => {
    if (family.has(t.id)) last = Math.max(last, index);
  });
  return last;
}

/** The dependencies as the shared scheduler reads them. */
export { scheduleLinksOf };

/** Successors follow their predecessors; phases span their children. */
export function normalise(draft: PlanDraft, holidays: Holidays): PlanDraft {
  return { dependencies: draft.dependencies, tasks: schedulePlan(draft, holidays).tasks };
}

const today = () => new Date().toISOString().slice(0, 10);

/** Undo and redo over every edit: whole drafts are kept (they are small and immutable). */
export interface History {
  past: PlanDraft[];
  present: PlanDraft;
  future: PlanDraft[];
}

export const HISTORY_LIMIT = 200;

export const historyOf = (draft: PlanDraft): History => ({ past: [], present: draft, future: [] });

export function record(history: History, next: PlanDraft): History {
  if (next === history.present) return history;
  return { past: [...history.past, history.present].slice(-HISTORY_LIMIT), present: next, future: [] };
}

export function undo(history: History): History {
  const previous = history.past[history.past.length - 1];
  if (!previous) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo(history: History): History {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}
