import { csvRow, workingDaysBetween, type Plan } from '@praxis/shared';
import type { GanttRow } from '../components/gantt-types';

const COLUMNS = [
  'task',
  'phase',
  'start',
  'end',
  'days',
  'progress',
  'assignee',
  'milestone',
  'critical',
  'baseline_end',
];
const HEADERS = [
  'Task',
  'Phase',
  'Start',
  'End',
  'Working days',
  '% done',
  'Assignee',
  'Milestone',
  'Critical',
  'Baseline end',
];

/** The rows shown, as CSV text (the shared cell writer: RFC 4180, formula-safe). */
export function planCsv(plan: Plan, rows: GanttRow[]): string {
  const names = new Map(plan.tasks.map((t) => [t.id, t.name]));
  const parents = new Map(plan.tasks.map((t) => [t.id, t.parent_id]));
  const holidays = new Set(plan.holidays);
  const lines = rows.map((row) =>
    csvRow(
      {
        task: row.name,
        phase: names.get(parents.get(row.id) ?? '') ?? '',
        start: row.start,
        end: row.end,
        days: row.isMilestone ? 0 : workingDaysBetween(row.start, row.end, holidays),
        progress: row.progress,
        assignee: row.assigneeName,
        milestone: row.isMilestone ? 'yes' : 'no',
        critical: row.isCritical ? 'yes' : 'no',
        baseline_end: row.baselineEnd,
      },
      COLUMNS,
    ),
  );
  return `${HEADERS.join(',')}\r\n${lines.map((line) => `${line}\r\n`).join('')}`;
}

function download(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

const fileName = (name: string, extension: string) => `${name.replace(/[^A-Za-z0-9._-]+/g, '-')}.${extension}`;

export const downloadPlanCsv = (plan: Plan, rows: GanttRow[]) =>
  download(new Blob([planCsv(plan, rows)], { type: 'text/csv;charset=utf-8' }), fileName(plan.name, 'csv'));

/** The chart as it is shown, as a PNG (colours are SVG attributes, so html-to-image keeps them). */
export async function downloadPlanPng(node: HTMLElement, name: string) {
  const { toBlob } = await import('html-to-image');
  const blob = await toBlob(node, { pixelRatio: 2, backgroundColor: '#ffffff', cacheBust: true });
  if (!blob) throw new Error('no image');
  download(blob, fileName(name, 'png'));
}
