import type { z } from '@hono/zod-openapi';
import { pageOf, paginationQuerySchema, type ListExportQuery } from '@praxis/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../context.js';
import { formatQuerySchema, listResponse, respondCsv, splitFormat, type CsvExport } from './csv.js';
import { respondJson, type JsonText } from './json-text.js';
import { errorsOf } from './route-helpers.js';

/** A list's query without its export options (`format`, `columns`, `headers`): what the service filters by. */
type ListQuery<Q> = Omit<Q, keyof ListExportQuery>;

/** How a list that also speaks CSV answers: each side reads only what it needs, from the query without export options. */
interface ListOrCsv<Q, Row extends Record<string, unknown>, T> {
  /** The export for `format=csv` (its file name, columns and pages). */
  csv: (query: ListQuery<Q>) => CsvExport<Row> | Promise<CsvExport<Row>>;
  /** The JSON answer otherwise (a page or the whole list), as a value or as JSON the database rendered. */
  json: (query: ListQuery<Q>) => T | JsonText<T> | Promise<T | JsonText<T>>;
}

/**
 * The handler body of a list route with `format=csv`: streams the export, or answers the JSON list with 200.
 *
 * ```ts
 * .openapi(list, async (c) => {
 *   const { db } = scopeOf(c);
 *   return respondListOrCsv(c, c.req.valid('query'), {
 *     csv: (filter) => ({ ...CLIENT_CSV, page: service.clientRows(db, { filter }) }),
 *     json: (query) => service.listClients(db, { query }),
 *   });
 * })
 * ```
 */
export async function respondListOrCsv<Q extends Partial<ListExportQuery>, Row extends Record<string, unknown>, T>(
  c: Context<AppEnv>,
  input: Q,
  answer: ListOrCsv<Q, Row, T>,
) {
  const { format, export: requested, query } = splitFormat(input);
  if (format === 'csv') return respondCsv(c, await answer.csv(query), requested);
  return respondJson(c, await answer.json(query));
}

/** The query string of a paged list that also speaks CSV: `page`, `pageSize`, the list's filters, the export options. */
export const pagedCsvQuery = <F extends z.ZodRawShape>(filters: z.ZodObject<F>) =>
  paginationQuerySchema.extend(filters.shape).extend(formatQuerySchema.shape);

/**
 * The declaration of a paged list that also speaks CSV, for a route to spread: its query (`pagedCsvQuery`) and its
 * answer, a page of `item` (or every matching row as CSV); 401, 403 and 422 as the errors.
 */
export function pagedCsvList<F extends z.ZodRawShape, I extends z.ZodType>(
  filters: z.ZodObject<F>,
  item: I,
  description: string,
) {
  return {
    request: { query: pagedCsvQuery(filters) },
    responses: { 200: listResponse(pageOf(item), description), ...errorsOf(401, 403, 422) },
  };
}
