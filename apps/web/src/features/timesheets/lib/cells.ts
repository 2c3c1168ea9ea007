import type { TimesheetCategory, TimesheetLine } from '@praxis/shared';

/** A row of the grid is identified by its engagement or internal category. */
export interface RowKey {
  engagement_id: string | null;
  category: TimesheetCategory;
}

export const rowKeyOf = (line: RowKey) => `${line.engagement_id ?? ''}|${line.category}`;
export const cellKeyOf = (line: RowKey, date: string) => `${rowKeyOf(line)}|${date}`;

/** The saved hours and notes of a week, by cell key. */
export function savedCells(lines: TimesheetLine[]) {
  const cells = new Map<string, { hours: number; note: string | null }>();
  for (const line of lines) {
    for (const entry of line.entries) cells.set(cellKeyOf(line, entry.date), { hours: entry.hours, note: entry.note });
  }
  return cells;
}

/** Copying a range: rows by newlines, cells by tabs (what spreadsheets put on the clipboard). */
export const toTsv = (rows: string[][]) => rows.map((row) => row.join('\t')).join('\n');

export function fromTsv(text: string): string[][] {
  const trimmed = text.replace(/\r\n?/g, '\n').replace(/\n$/, '');
  if (trimmed === '') return [['']];
  return trimmed.split('\n').map((row) => row.split('\t'));
}
