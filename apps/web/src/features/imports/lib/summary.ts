import type { ImportReport } from '@praxis/shared';

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en')} ${count === 1 ? one : many}`;

/** "3 rows: 2 to create, 0 to update, 0 unchanged, 1 with errors" (a dry run) or "…: 2 created, …" (an import). */
export function summaryOf(report: ImportReport): string {
  const failed = new Set(report.errors.map((error) => error.row)).size;
  const parts = report.dry_run
    ? [`${report.created} to create`, `${report.updated} to update`]
    : [`${report.created} created`, `${report.updated} updated`];
  return `${plural(report.total, 'row')}: ${[...parts, `${report.unchanged} unchanged`, `${failed} with errors`].join(', ')}.`;
}

/** Rows an import of the previewed file would write. */
export const writesOf = (report: ImportReport) => report.created + report.updated;
