import type { ImportReport } from '@praxis/shared';

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en')} ${count === 1 ? one : many}`;

/** "3 rows: 2 to create, 0 to update, 0 unchanged, 1 with errors" (a dry run) or "…: 2 created, …" (an import). */
export function summaryOf(report: ImportReport): string {
  const failed = new Set(report.errors.map((error) => error.row)).size;
  const parts = report.dry_run
    ? [`${report.created} to create`, `${report.updated} to update`]
    : [`${report.created} created`, `${report.updated} updated`];
  const summary = `${plural(report.total, 'row')}: ${[...parts, `${report.unchanged} unchanged`, `${failed} with errors`].join(', ')}.`;
  return `${summary}${invitedOf(report)}`;
}

/** " 2 people to invite by e-mail." (a dry run) or " 2 people invited by e-mail."; nothing when none. */
function invitedOf(report: ImportReport): string {
  if (!report.invited) return '';
  return ` ${plural(report.invited, 'person', 'people')} ${report.dry_run ? 'to invite' : 'invited'} by e-mail.`;
}

/** Rows an import of the previewed file would write. */
export const writesOf = (report: ImportReport) => report.created + report.updated;
