import { workingDaysBetween, type PlanTaskInput } from '@praxis/shared';
import { formatDate } from '@/lib/dates';
import { predecessorsText, type PlanDraft, type PlanEdit } from '../lib/plan-editor';

export const COLUMNS = [
  { id: 'row', label: '#', width: 'w-10', editable: false },
  { id: 'name', label: 'Task', width: 'min-w-56 flex-1', editable: true },
  { id: 'start', label: 'Start', width: 'w-32', editable: true },
  { id: 'end', label: 'End', width: 'w-32', editable: true },
  { id: 'duration', label: 'Days', width: 'w-32', editable: true },
  { id: 'progress', label: '% done', width: 'w-20', editable: true },
  { id: 'assignee', label: 'Assignee', width: 'w-44', editable: true },
  { id: 'predecessors', label: 'Predecessors', width: 'w-32', editable: true },
] as const;
export type ColumnId = (typeof COLUMNS)[number]['id'];

/** What a cell shows. */
export function displayOf(
  column: ColumnId,
  task: PlanTaskInput,
  index: number,
  draft: PlanDraft,
  holidays: ReadonlySet<string>,
  teamNames: Map<string, string>,
): string {
  switch (column) {
    case 'row':
      return String(index + 1);
    case 'name':
      return task.name;
    case 'start':
      return formatDate(task.start_date);
    case 'end':
      return formatDate(task.end_date);
    case 'duration':
      return task.is_milestone ? '0 (milestone)' : String(workingDaysBetween(task.start_date, task.end_date, holidays));
    case 'progress':
      return `${task.progress} %`;
    case 'assignee':
      return task.assignee_id ? (teamNames.get(task.assignee_id) ?? '—') : '—';
    case 'predecessors':
      return predecessorsText(draft, task.id);
  }
}

/** The raw value an editor starts from. */
export function editValueOf(column: ColumnId, task: PlanTaskInput, draft: PlanDraft, holidays: ReadonlySet<string>) {
  switch (column) {
    case 'name':
      return task.name;
    case 'start':
      return task.start_date;
    case 'end':
      return task.end_date;
    case 'duration':
      return task.is_milestone ? '0' : String(workingDaysBetween(task.start_date, task.end_date, holidays));
    case 'progress':
      return String(task.progress);
    case 'assignee':
      return task.assignee_id ?? '';
    case 'predecessors':
      return predecessorsText(draft, task.id);
    default:
      return '';
  }
}

/** The edit a typed value means, or a message saying why it cannot be taken. */
export function editFor(column: ColumnId, task: PlanTaskInput, value: string): PlanEdit | string {
  const text = value.trim();
  switch (column) {
    case 'name':
      if (!text) return 'Give the task a name.';
      if (text.length > 200) return 'Keep the name under 200 characters.';
      return { kind: 'update', id: task.id, patch: { name: text } };
    case 'start':
      return /^\d{4}-\d{2}-\d{2}$/.test(text)
        ? { kind: 'update', id: task.id, patch: { start_date: text } }
        : 'Use a date like 2026-11-21.';
    case 'end':
      return /^\d{4}-\d{2}-\d{2}$/.test(text)
        ? { kind: 'update', id: task.id, patch: { end_date: text } }
        : 'Use a date like 2026-11-21.';
    case 'duration': {
      const days = Number(text);
      return Number.isInteger(days) && days >= 0 && days <= 2600
        ? { kind: 'duration', id: task.id, days }
        : 'Days is a whole number (0 makes a milestone).';
    }
    case 'progress': {
      const progress = Number(text.replace('%', ''));
      return Number.isInteger(progress) && progress >= 0 && progress <= 100
        ? { kind: 'update', id: task.id, patch: { progress } }
        : 'Progress is a whole number from 0 to 100.';
    }
    case 'assignee':
      return { kind: 'update', id: task.id, patch: { assignee_id: text || null } };
    case 'predecessors':
      return { kind: 'predecessors', id: task.id, text };
    default:
      return 'This column cannot be edited.';
  }
}
