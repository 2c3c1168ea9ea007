import type { WorkItemActivity } from '@praxis/shared';
import { formatDate } from '@/lib/dates';
import { PRIORITY_LABELS } from './labels';

const FIELD_LABELS: Record<string, string> = {
  name: 'name',
  category: 'category',
  problem_statement: 'problem statement',
  proposed_solution: 'proposed solution',
  priority: 'priority',
  assignee_id: 'assignee',
  due_date: 'due date',
  status: 'status',
};

const show = (field: string, value: unknown): string => {
  if (value === null || value === undefined || value === '') return 'none';
  if (field === 'priority' && typeof value === 'string' && value in PRIORITY_LABELS)
    return PRIORITY_LABELS[value as keyof typeof PRIORITY_LABELS];
  if (field === 'due_date' && typeof value === 'string') return formatDate(value);
  return String(value);
};

/** One audit entry in words: "changed status from Requested to Approved; changed priority from Low to High". */
export function describeActivity(entry: WorkItemActivity): string[] {
  if (entry.action === 'create') return ['created the request'];
  if (entry.action === 'delete') return ['deleted the request'];
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const lines: string[] = [];
  for (const field of Object.keys(after)) {
    if (field === 'position' || before[field] === after[field]) continue;
    const label = FIELD_LABELS[field] ?? field;
    if (field === 'assignee_id') lines.push(after[field] ? 'changed the assignee' : 'removed the assignee');
    else if (field === 'problem_statement' || field === 'proposed_solution') lines.push(`edited the ${label}`);
    else lines.push(`changed ${label} from ${show(field, before[field])} to ${show(field, after[field])}`);
  }
  if (lines.length === 0 && before.position !== after.position) lines.push('reordered the card on the board');
  return lines;
}
