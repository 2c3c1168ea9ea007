import { csvRow, IMPORT_COLUMNS, type ImportKind, type ImportReport } from '@praxis/shared';

/** A kind's template: the header of its columns and one example row (CSV, UTF-8 with a BOM for Excel). */
export function templateCsv(kind: ImportKind): string {
  const columns = IMPORT_COLUMNS[kind].map((column) => column.name);
  const example = Object.fromEntries(IMPORT_COLUMNS[kind].map((column) => [column.name, column.example]));
  return `\uFEFF${columns.join(',')}\r\n${csvRow(example, columns)}\r\n`;
}

const REPORT_COLUMNS = ['row', 'key', 'action', 'column', 'message'];

/** The downloadable report of a run: one line per row outcome, and one per error of an errored row. */
export function reportCsv(report: ImportReport): string {
  const errorsOf = new Map<number, ImportReport['errors']>();
  for (const error of report.errors) errorsOf.set(error.row, [...(errorsOf.get(error.row) ?? []), error]);
  const lines = [REPORT_COLUMNS.join(',')];
  for (const outcome of report.rows) {
    const errors = errorsOf.get(outcome.row) ?? [];
    if (errors.length === 0) lines.push(csvRow({ ...outcome, column: '', message: '' }, REPORT_COLUMNS));
    for (const error of errors)
      lines.push(csvRow({ ...outcome, column: error.column ?? '', message: error.message }, REPORT_COLUMNS));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
