import { z } from '@hono/zod-openapi';
import { csvField, csvRow, listExportQuerySchema, type ListExportQuery } from '@praxis/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../context.js';
import { AppError } from './app-error.js';

/**
 * CSV export of a list endpoint, the shared contract (`packages/shared/src/schemas/list-export.ts`):
 * `?format=csv[&columns=a,b][&headers=A,B]`. The rows come from the same query as the JSON list — same filter,
 * sort and permission rules in SQL — but every page, streamed page by page so a large export never sits in memory.
 * Columns are top-level field names of the JSON item; without `columns` the area's default columns and labels are
 * used. Cells are written by the shared `csvRow` (RFC 4180 quoting, CRLF, formula-safe text).
 */
export interface CsvColumn {
  /** A field of the JSON item. */
  key: string;
  header: string;
}

export interface CsvExport<Row extends Record<string, unknown>> {
  /** File name without extension; the date of the export is appended (`clients-2026-11-23.csv`). */
  filename: string;
  /** What a plain `format=csv` exports, in order. */
  columns: readonly CsvColumn[];
  /** Every field `columns=` may name (the item schema's keys); defaults to the default columns. */
  fields?: readonly string[];
  /** One page of JSON items in the list's order; fewer than `limit` ends the export. */
  page: (limit: number, offset: number) => Promise<readonly Row[]>;
  /** Rows read per query (default 500). */
  pageSize?: number;
}

/** The `page` of a list already in memory (a team, a short catalogue): its rows sliced as the export asks. */
export const pageOfRows =
  <Row>(rows: readonly Row[]) =>
  async (limit: number, offset: number): Promise<readonly Row[]> =>
    rows.slice(offset, offset + limit);

/** `format`, `columns`, `headers` on a list's query string (absent `format`: the usual JSON page). */
export const formatQuerySchema = listExportQuerySchema;

/** The 200 response of a list that also speaks CSV. */
export const listResponse = <T>(schema: T, description: string) => ({
  description: `${description}; with \`format=csv\`, every matching row as text/csv`,
  content: {
    'application/json': { schema },
    'text/csv': { schema: z.string() },
  },
});

/** A list query without its export options: the service sees only the filter. */
export function splitFormat<Q extends Partial<ListExportQuery>>(input: Q) {
  const { format, columns, headers, ...query } = input;
  return { format: format ?? 'json', export: { columns, headers }, query };
}

type Requested = Pick<Partial<ListExportQuery>, 'columns' | 'headers'>;

/** The columns and header texts to write; a column the item does not have, or a header count that differs, is 422. */
export function pickColumns(defaults: readonly CsvColumn[], known: readonly string[], requested: Requested) {
  const { columns, headers } = requested;
  if (!columns) {
    if (headers) throw AppError.validation('headers needs columns.', { headers: 'Name the columns first.' });
    return { keys: defaults.map((column) => column.key), headers: defaults.map((column) => column.header) };
  }
  const unknown = columns.filter((key) => !known.includes(key));
  if (unknown.length) {
    const message = `Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`;
    throw AppError.validation(message, { columns: message });
  }
  if (headers && headers.length !== columns.length) {
    throw AppError.validation('Give one header per column.', { headers: 'One header per column.' });
  }
  return { keys: columns, headers: headers ?? columns };
}

const line = (fields: readonly string[]) => `${fields.join(',')}\r\n`;

/**
 * Streams the export as `text/csv` with a download file name. The first page is read before answering, so a
 * failing query is still a proper error response rather than a cut-off file.
 */
export async function respondCsv<Row extends Record<string, unknown>>(
  c: Context<AppEnv>,
  csv: CsvExport<Row>,
  requested: Requested,
): Promise<Response> {
  const pageSize = csv.pageSize ?? 500;
  const known = csv.fields ?? csv.columns.map((column) => column.key);
  const { keys, headers } = pickColumns(csv.columns, known, requested);
  const encoder = new TextEncoder();
  const linesOf = (rows: readonly Row[]) => encoder.encode(rows.map((row) => `${csvRow(row, keys)}\r\n`).join(''));
  const first = await csv.page(pageSize, 0);
  let offset = first.length;
  let done = first.length < pageSize;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(line(headers.map((header) => csvField(header)))));
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
