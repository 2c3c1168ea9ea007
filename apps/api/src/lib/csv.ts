import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../context.js';
import { AppError } from './app-error.js';

/**
 * CSV export of a list endpoint (`?format=csv`): the same filter, sort and permission rules as the JSON list —
 * the rows come from the same query — but every page, streamed page by page so a large export never sits in memory.
 * RFC 4180: CRLF line ends, fields quoted when they hold a comma, quote, CR or LF, quotes doubled. A text cell
 * starting with = + - @ (or a tab / CR) gets a leading apostrophe so that a spreadsheet never runs it as a formula.
 */
export interface CsvColumn<Row> {
  /** The field name of the JSON resource (what `columns=` names). */
  key: string;
  header: string;
  value: (row: Row) => unknown;
}

/** A column that exports the resource field of the same name. */
export const field = <Row extends object>(key: keyof Row & string, header: string): CsvColumn<Row> => ({
  key,
  header,
  value: (row) => row[key],
});

export interface CsvExport<Row> {
  /** File name without extension; the date of the export is appended (`clients-2026-11-23.csv`). */
  filename: string;
  columns: readonly CsvColumn<Row>[];
  /** One page of rows in the list's order; fewer than `limit` rows ends the export. */
  page: (limit: number, offset: number) => Promise<readonly Row[]>;
  /** Rows read per query (default 500). */
  pageSize?: number;
}

/** `format=csv` on a list's query string (absent or `json`: the usual JSON page). */
export const formatQuerySchema = z.object({
  format: z
    .enum(['json', 'csv'])
    .optional()
    .openapi({ description: '`csv` streams every row matching the filter as a CSV file (page and pageSize ignored).' }),
  columns: z
    .string()
    .max(1000)
    .optional()
    .openapi({ description: 'CSV only: the comma-separated field names to export, in order (default: all).' }),
});

/** A list query without its export options: `{ format, query }` (the service sees only the filter). */
export function splitFormat<Q extends { format?: 'json' | 'csv' | undefined; columns?: string | undefined }>(
  input: Q,
): { format: 'json' | 'csv'; query: Omit<Q, 'format' | 'columns'> } {
  const { format, columns: _columns, ...query } = input;
  return { format: format ?? 'json', query };
}

/** The columns a request asked for (`columns=name,status`), in its order; an unknown name is a 422. */
export function pickColumns<Row>(columns: readonly CsvColumn<Row>[], requested: string | undefined) {
  if (!requested?.trim()) return columns;
  const byKey = new Map(columns.map((column) => [column.key, column]));
  const keys = requested
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  const unknown = keys.filter((key) => !byKey.has(key));
  if (unknown.length) {
    const message = `Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. Known: ${[...byKey.keys()].join(', ')}.`;
    throw AppError.validation(message, { columns: message });
  }
  return keys.map((key) => byKey.get(key) as CsvColumn<Row>);
}

/** The 200 response of a list that also speaks CSV. */
export const listResponse = <T>(schema: T, description: string) => ({
  description: `${description}; with \`format=csv\`, every matching row as text/csv`,
  content: {
    'application/json': { schema },
    'text/csv': { schema: z.string() },
  },
});

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (Array.isArray(value)) text = value.map((item) => String(item)).join('; ');
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value as string | number | boolean | bigint);
  // Numbers and booleans are data, never formulas; only text is guarded (so -5 stays a number).
  if (typeof value === 'string' || Array.isArray(value)) {
    if (FORMULA_START.test(text)) text = `'${text}`;
  }
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: readonly unknown[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** The CSV text of rows already in memory (tests, small fixed lists). */
export const toCsv = <Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string =>
  csvLine(columns.map((column) => column.header)) +
  rows.map((row) => csvLine(columns.map((column) => column.value(row)))).join('');

/**
 * Streams the export as `text/csv` with a download file name. The first page is read before answering, so a
 * failing query is still a proper error response rather than a cut-off file.
 */
export async function respondCsv<Row>(c: Context<AppEnv>, csv: CsvExport<Row>): Promise<Response> {
  const pageSize = csv.pageSize ?? 500;
  const columns = pickColumns(csv.columns, c.req.query('columns'));
  const encoder = new TextEncoder();
  const linesOf = (rows: readonly Row[]) =>
    encoder.encode(rows.map((row) => csvLine(columns.map((column) => column.value(row)))).join(''));
  const first = await csv.page(pageSize, 0);
  let offset = first.length;
  let done = first.length < pageSize;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvLine(columns.map((column) => column.header))));
      if (first.length) controller.enqueue(linesOf(first));
      if (done) controller.close();
    },
    async pull(controller) {
      if (done) return;
      const rows = await csv.page(pageSize, offset);
      offset += rows.length;
      if (rows.length) controller.enqueue(linesOf(rows));
      if (rows.length < pageSize) {
        done = true;
        controller.close();
      }
    },
  });
  const stamp = new Date().toISOString().slice(0, 10);
  const safeName = csv.filename.replace(/[^A-Za-z0-9._-]/g, '-');
  return c.body(body, 200, {
    'Content-Type': 'text/csv; charset=utf-8; header=present',
    'Content-Disposition': `attachment; filename="${safeName}-${stamp}.csv"`,
    'Cache-Control': 'no-store',
  });
}
