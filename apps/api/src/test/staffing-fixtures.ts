import { sql } from 'drizzle-orm';
import { addDays } from '@praxis/shared/dates';
import { rowsOf } from '../db/sql.js';
import type { TestApp } from './harness.js';

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the demo firm has no ${what}`);
  return value;
}

/** Catalogue and engagement ids from the demo firm, for building requests in tests. */
export async function demoIds(t: TestApp) {
  const db = t.deps.database.db;
  const [engagement] = await rowsOf<{ id: string; type: string; start_date: string; end_date: string }>(
    db,
    sql`select id, type, to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date
        from engagements where status = 'active' and end_date >= current_date + 120 and start_date <= current_date
        order by name limit 1`,
  );
  const [product] = await rowsOf<{ id: string; category_id: string }>(
    db,
    sql`select id, category_id from platform_products order by name limit 1`,
  );
  const [other] = await rowsOf<{ id: string }>(
    db,
    sql`select id from platform_products where id <> ${must(product, 'product').id} and category_id = ${must(product, 'product').category_id} limit 1`,
  );
  const [cert] = await rowsOf<{ id: string }>(db, sql`select id from certifications order by name limit 1`);
  const [language] = await rowsOf<{ id: string }>(db, sql`select id from languages where name = 'German'`);
  return {
    engagement: must(engagement, 'long active engagement'),
    product: must(product, 'product'),
    other: other ?? null,
    cert: must(cert, 'certification'),
    language: must(language, 'German'),
  };
}

export { addDays };
export const today = () => new Date().toISOString().slice(0, 10);

export async function requestBody(t: TestApp, over: Record<string, unknown> = {}) {
  const ids = await demoIds(t);
  const start = addDays(today(), 14);
  return {
    engagement_id: ids.engagement.id,
    skills: [{ category_id: ids.product.category_id, product_id: ids.product.id, min_rating: 2, must: false }],
    hours_per_week: 16,
    start_date: start,
    end_date: addDays(start, 27),
    priority: 'high',
    submit: true,
    // The suites file many alike requests on purpose; the duplicate warning has its own tests (requests.test.ts).
    confirm_duplicate: true,
    ...over,
  };
}

export async function countWhere(t: TestApp, query: ReturnType<typeof sql>) {
  const [row] = await rowsOf<{ n: number }>(t.deps.database.db, query);
  return Number(row?.n ?? 0);
}

let hires = 0;

/** A new consultant with no assignments, so capacity tests start from zero (each test its own person). */
export async function freeConsultant(t: TestApp, _skip: string[] = []) {
  hires += 1;
  const [row] = await rowsOf<{ id: string; user_id: string | null }>(
    t.deps.database.db,
    sql`insert into consultants (first_name, last_name, email, time_zone)
        values ('Test', ${`Hire ${hires}`}, ${`test.hire.${hires}.${Date.now()}@demo.local`}, 'Europe/Berlin')
        returning id, user_id`,
  );
  return must(row, 'consultant');
}
