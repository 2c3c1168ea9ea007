import { consultantCardSchema, consultantListQuerySchema, pageOf, paginationQuerySchema } from '@praxis/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadPrincipal } from '../../auth/principal.js';
import { rowsOf } from '../../db/sql.js';
import { offsetOf, pageFrom } from '../../lib/pagination.js';
import { useDemoApp } from '../../test/demo-app.js';
import type { DemoRole } from '../../test/demo-app.js';
import { countConsultants } from './consultants.queries.js';
import { consultantRows } from './consultants.service.js';

/*
 * The directory page is rendered by PostgreSQL (json_build_object) and passed through as text. These tests hold it to
 * the answer the row-by-row path gives (the rows the CSV export still shapes with cardOf, paged as pageFrom did):
 * the same keys in the same order, the same values and types, for each role and each kind of query.
 */
const { t, cookies } = useDemoApp();

const QUERIES = [
  '',
  'pageSize=50',
  'pageSize=7&page=2',
  'pageSize=10&page=999',
  'sort=-name',
  'sort=job_title&pageSize=100',
  'sort=location',
  'sort=availability',
  'sort=start_date',
  'sort=-start_date&pageSize=100',
  'q=azure',
  'q=a&pageSize=100',
  'q=zzzz-nobody',
  'availability=available',
  'min_rating=3&pageSize=100',
  'location=e',
];

async function principalOf(role: DemoRole) {
  const me = await (await t.request('GET', '/api/me', { cookie: cookies[role] })).json();
  const principal = await loadPrincipal(t.deps.database.db, me.user, t.deps.logger);
  if (!principal) throw new Error(`no principal for ${role}`);
  return principal;
}

/** The page as the row-by-row path answered it, serialised as the API did (JSON.stringify of the object). */
async function previousAnswer(role: DemoRole, search: string) {
  const params = Object.fromEntries(new URLSearchParams(search));
  const page = paginationQuerySchema.parse(params);
  const query = consultantListQuerySchema.parse(params);
  const { limit, offset } = offsetOf(page);
  const viewer = await principalOf(role);
  const db = t.deps.database.db;
  const items = await consultantRows(db, { viewer, query })(limit, offset);
  const total = await countConsultants(db, query);
  return JSON.stringify(pageFrom(items, total, page));
}

async function currentAnswer(role: DemoRole, search: string) {
  const response = await t.request('GET', `/api/consultants?${search}`, { cookie: cookies[role] });
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.headers.get('cache-control')).toBe('no-store');
  // Re-serialised, so the comparison is of keys (and their order), values and types, not of JSON whitespace.
  return JSON.stringify(await response.json());
}

async function expectSameAnswer(role: DemoRole, search: string) {
  const [current, previous] = [await currentAnswer(role, search), await previousAnswer(role, search)];
  // Values first (a readable diff), then the text: the keys' order too.
  expect(JSON.parse(current), `${role}: ?${search}`).toStrictEqual(JSON.parse(previous));
  expect(current, `${role}: ?${search}`).toBe(previous);
  // And it is what the OpenAPI document promises.
  expect(pageOf(consultantCardSchema).safeParse(JSON.parse(current)).error).toBeUndefined();
}

describe('directory page rendered by PostgreSQL', () => {
  it('answers exactly what the row-by-row path answered, for every role and kind of query', async () => {
    // Text that JSON must escape, and a rate with cents, on a card every role sees.
    await t.deps.database.db.execute(sql`update consultants set
        bio = ${'Quotes " and \\ backslash,\nnew line, tab\t, é, 😀, \u2028 and \u0001'},
        hourly_rate = 123.45, location = 'Zürich'
      where id = (select id from consultants where is_active order by lower(last_name), lower(first_name), id limit 1)`);
    for (const role of ['admin', 'pm', 'employee'] as const) {
      for (const search of QUERIES) await expectSameAnswer(role, search);
    }
    await expectSameAnswer('admin', 'archived=true&pageSize=100');
  });

  it('covers what differs by viewer: rates for finance, one own rate for others, a search match', async () => {
    const [rated] = await rowsOf<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from consultants where is_active and hourly_rate is not null`,
    );
    const page = async (role: DemoRole, search: string) =>
      (await t.request('GET', `/api/consultants?${search}`, { cookie: cookies[role] })).json();
    const rates = (answer: { items: { hourly_rate: number | null }[] }) =>
      answer.items.filter((card) => card.hourly_rate !== null);
    expect(rates(await page('admin', 'pageSize=200'))).toHaveLength(rated?.n ?? -1);
    const me = await (await t.request('GET', '/api/me', { cookie: cookies.employee })).json();
    const own = await rowsOf<{ hourly_rate: string | null }>(
      t.deps.database.db,
      sql`select hourly_rate from consultants where id = ${me.consultant.id}`,
    );
    const seen = rates(await page('employee', 'pageSize=200'));
    expect(seen.map((card) => card.hourly_rate)).toEqual(own[0]?.hourly_rate ? [Number(own[0].hourly_rate)] : []);
    const searched = await page('employee', 'q=azure&pageSize=100');
    expect(searched.items.some((card: { matched_skill: string | null }) => card.matched_skill)).toBe(true);
    expect((await page('employee', 'pageSize=5')).items[0]).not.toHaveProperty('matched_skill');
  });
});
