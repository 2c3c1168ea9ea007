import { Placeholder, sql } from 'drizzle-orm';
import type { ConsultantSort } from '@praxis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { cardsQuery, filterValues, type ConsultantFilter } from './consultants.queries.js';

/*
 * Issue 13: the directory's page statement uses the indexes at the size of a real firm (2,000 consultants). Runs on
 * PGlite by default and on PostgreSQL 15 in CI (TEST_DATABASE_URL); the plan is read with EXPLAIN (FORMAT JSON) of
 * the statement the API prepares, with the same placeholder values.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.database.db;
  await db.execute(sql`insert into consultants (first_name, last_name, email, availability_status, hourly_rate)
    select 'Plan', 'Person ' || lpad(i::text, 4, '0'), 'plan.person.' || i || '@plan.local',
           (array['available','partially_available','busy','on_leave'])[1 + i % 4], 100
    from generate_series(1, 2000) as i`);
  // Every tenth person rates one of the categories, so skill filters are selective as in a real firm.
  await db.execute(sql`insert into consultant_expertise (consultant_id, category_id, rating)
    select c.id, (select id from platform_categories order by display_order, name limit 1), 1 + (row_number() over () % 5)::int
    from consultants c where c.email like 'plan.person.%0@plan.local'`);
  await db.execute(sql`analyze`);
}, 120_000);
afterAll(() => t.close());

/** Every node of a plan, flattened: what EXPLAIN shows as its node types and the indexes they use. */
function nodesOf(plan: Record<string, unknown>): Record<string, unknown>[] {
  const children = (plan['Plans'] as Record<string, unknown>[] | undefined) ?? [];
  return [plan, ...children.flatMap(nodesOf)];
}

async function planOf(filter: ConsultantFilter, sort: ConsultantSort, { seqScans = true } = {}) {
  const query = cardsQuery(t.deps.database.db, filter, sort).toSQL();
  const values: Record<string, unknown> = { ...filterValues(filter), limit: 50, offset: 0 };
  const params = query.params.map((param) => (param instanceof Placeholder ? values[param.name] : param));
  // The statement's text with its values bound as parameters again ($n → the nth value), to run in a transaction.
  const bound = sql.join(
    query.sql.split(/\$(\d+)/).map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`)),
    sql``,
  );
  const rows = await t.deps.database.db.transaction(async (tx) => {
    // Discouraging table and plain index scans shows which indexes the statement's shape lets PostgreSQL use at all
    // (bitmap scans are what a GIN index answers with).
    if (!seqScans) await tx.execute(sql`set local enable_seqscan = off`);
    if (!seqScans) await tx.execute(sql`set local enable_indexscan = off`);
    return rowsOf<Record<string, unknown>>(tx, sql`explain (format json) ${bound}`);
  });
  const raw = Object.values(rows[0] ?? {})[0];
  const [explained] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: Record<string, unknown> }[];
  return nodesOf(explained!.Plan);
}
const indexesOf = (nodes: Record<string, unknown>[]) => nodes.map((node) => node['Index Name']).filter(Boolean);

describe('directory page plan at 2,000 consultants', () => {
  it('reads the default page in name order from the name index, without sorting the whole firm', async () => {
    const nodes = await planOf({}, 'name');
    expect(indexesOf(nodes)).toContain('consultants_name_lower_idx');
    const seqScans = nodes.filter(
      (node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'consultants',
    );
    // The total counts the whole filter (one scan); the page's rows come from the index, not from a second scan.
    expect(seqScans.length).toBeLessThanOrEqual(1);
    expect(
      nodes.some(
        (node) => node['Node Type'] === 'Sort' && node['Sort Key'] && String(node['Sort Key']).includes('lower'),
      ),
    ).toBe(false);
  });

  it('answers a skill filter through the expertise index', async () => {
    const [category] = await rowsOf<{ id: string }>(
      t.deps.database.db,
      sql`select id from platform_categories order by display_order, name limit 1`,
    );
    const used = indexesOf(await planOf({ category_id: category!.id, min_rating: 4 }, 'name'));
    expect(used.some((name) => String(name).startsWith('consultant_expertise_'))).toBe(true);
  });

  it('pages by a job title through its index', async () => {
    const [title] = await rowsOf<{ id: string }>(t.deps.database.db, sql`select id from consultant_job_titles limit 1`);
    const used = indexesOf(await planOf({ job_title_id: title!.id }, 'name'));
    expect(used).toContain('consultants_job_title_id_idx');
  });

  it('lets a name or email search use their trigram indexes', async () => {
    // At 2,000 rows PostgreSQL rightly reads the table (a few dozen pages) rather than an index; the statement's shape
    // (a union of id sets, not ILIKEs ORed with EXISTS) is what lets it switch to the trigram indexes as the firm grows.
    const used = indexesOf(await planOf({ q: 'Person 0042' }, 'name', { seqScans: false }));
    expect(used).toContain('consultants_full_name_trgm_idx');
    expect(used).toContain('consultants_email_trgm_idx');
  });
});
