import type { PaginationQuery } from '@praxis/shared';
import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const offsetOf = ({ page, pageSize }: PaginationQuery) => ({ limit: pageSize, offset: (page - 1) * pageSize });

export function pageFrom<T>(items: T[], total: number, query: PaginationQuery): Page<T> {
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/**
 * The number of rows the filter matches, carried by every row of the page: the window is computed before LIMIT and
 * OFFSET, so a list reads its page and its total in one statement (decision 013).
 */
export const totalOver = () => sql<number>`count(*) over ()`.mapWith(Number);

/** The SQL text of {@link totalOver}, for lists written as raw SQL (their rows carry it as `total`). */
export const TOTAL_OVER = sql.raw('count(*) over ()::int as total');

/**
 * A page and its total from one statement whose rows carry `total` ({@link totalOver}). A page past the end has no
 * row to carry it: only then is the total counted on its own, so the pager can still say how many there are.
 */
export async function withTotal<R extends { total: number | string }>(
  page: PromiseLike<R[]>,
  offset: number,
  countAlone: () => Promise<number>,
): Promise<{ rows: Omit<R, 'total'>[]; total: number }> {
  const rows = await page;
  const first = rows[0];
  if (!first) return { rows: [], total: offset > 0 ? await countAlone() : 0 };
  return { rows: rows.map(({ total: _total, ...row }) => row), total: Number(first.total) };
}

/** How many rows of `table` match `where`: the count a {@link withTotal} page falls back on past the end. */
export async function countRows(db: DbOrTx, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(table).where(where);
  return row?.value ?? 0;
}
