import { DEFAULT_WEIGHTS, RESOURCE_REQUEST_STATUSES } from '@praxis/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql.js';
import { useDemoApp } from '../../test/demo-app.js';
import { countWhere } from '../../test/staffing-fixtures.js';

const { t, cookies } = useDemoApp();

type Row = { id: string; name: string; hours: number[]; tentative: number[]; rolling_off: boolean };

/** The staffing board as the admin reads it, with the given query string (200 expected). */
async function readBoard(query = '') {
  const response = await t.request('GET', `/api/staffing/board${query}`, { cookie: cookies.admin });
  expect(response.status).toBe(200);
  return response.json();
}

describe('the demo firm', () => {
  it('has requests in every status, proposals, urgent and ageing ones', async () => {
    const statuses = await rowsOf<{ status: string }>(
      t.deps.database.db,
      sql`select distinct status from resource_requests`,
    );
    expect(statuses.map((s) => s.status).sort()).toEqual([...RESOURCE_REQUEST_STATUSES].sort());
    expect(
      await countWhere(t, sql`select count(*) n from staffing_proposals where status = 'proposed'`),
    ).toBeGreaterThan(2);
    expect(
      await countWhere(
        t,
        sql`select count(*) n from resource_requests where priority = 'critical' and submitted_at < now() - interval '14 days'`,
      ),
    ).toBeGreaterThan(0);
  });
});

describe('the staffing board', () => {
  it('answers consultants × 12 weeks with confirmed and tentative hours', async () => {
    const board = await readBoard();
    expect(board.weeks).toHaveLength(12);
    expect(new Date(`${board.weeks[0]}T00:00:00Z`).getUTCDay()).toBe(1);
    const active = await countWhere(t, sql`select count(*) n from consultants where is_active`);
    expect(board.total).toBe(active);
    expect(board.rows.every((r: Row) => r.hours.length === 12 && r.tentative.length === 12)).toBe(true);
    expect(board.rows.some((r: Row) => r.tentative.some((h) => h > 0))).toBe(true);
  });

  it('filters by load: over-allocated, bench, rolling off', async () => {
    const over = await readBoard('?availability=over');
    expect(over.rows.length).toBeGreaterThan(0);
    expect(over.rows.every((r: Row) => r.hours.some((h) => h > 40))).toBe(true);
    const bench = await readBoard('?availability=bench');
    expect(bench.rows.length).toBeGreaterThan(0);
    expect(bench.rows.every((r: Row) => r.hours.reduce((a, b) => a + b, 0) / 12 < 20)).toBe(true);
    const rolling = await readBoard('?availability=rolling_off');
    expect(rolling.rows.every((r: Row) => r.rolling_off)).toBe(true);
  });

  it('shows a person with two bookings in the same weeks on one row, their hours summed', async () => {
    const board = await readBoard();
    const [first] = board.weeks as string[];
    // Someone with two or more confirmed bookings in the board's first week (the demo firm has several).
    const [twice] = await rowsOf<{ consultant_id: string; bookings: number; hours: number }>(
      t.deps.database.db,
      sql`select ec.consultant_id, count(*)::int as bookings,
            round(sum(ec.hours_allocated / greatest(1, (ec.end_date - ec.start_date + 1) / 7.0))::numeric, 1)::float8 as hours
          from engagement_consultants ec
          join engagements e on e.id = ec.engagement_id and e.status in ('pipeline', 'active', 'on_hold')
          join consultants c on c.id = ec.consultant_id and c.is_active
          where ec.hours_allocated is not null and ec.start_date <= ${first}::date + 6 and ec.end_date >= ${first}::date
          group by ec.consultant_id having count(*) >= 2
          order by ec.consultant_id limit 1`,
    );
    expect(twice).toBeDefined();
    const rows = (board.rows as Row[]).filter((r) => r.id === twice!.consultant_id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.hours[0]).toBeCloseTo(twice!.hours, 1);
    expect(new Set((board.rows as Row[]).map((r) => r.id)).size).toBe(board.rows.length);
  });

  it('searches by name and pages', async () => {
    const all = await readBoard();
    const someone = all.rows[3] as Row;
    const found = await readBoard(`?q=${encodeURIComponent(someone.name)}`);
    expect(found.rows.map((r: Row) => r.id)).toContain(someone.id);
    const page = await readBoard('?offset=2&limit=2');
    expect(page.rows.map((r: Row) => r.id)).toEqual(all.rows.slice(2, 4).map((r: Row) => r.id));
  });
});

describe('matching weights', () => {
  it('reads the defaults, lets an admin save and preview, and refuses others', async () => {
    const current = await t.request('GET', '/api/staffing/settings', { cookie: cookies.admin });
    const body = await current.json();
    expect(body.weights).toEqual(DEFAULT_WEIGHTS);
    const weights = { ...DEFAULT_WEIGHTS, skills: 0, availability: 60 };
    const preview = await (
      await t.request('POST', '/api/staffing/settings/preview', { cookie: cookies.admin, body: { weights } })
    ).json();
    expect(preview.current).toHaveLength(10);
    expect(preview.proposed).toHaveLength(10);
    expect(preview.request).not.toBeNull();
    const stale = await t.request('PUT', '/api/staffing/settings', {
      cookie: cookies.admin,
      body: { weights },
      headers: { 'if-match': `"${body.version + 5}"` },
    });
    expect(stale.status).toBe(409);
    const saved = await t.request('PUT', '/api/staffing/settings', {
      cookie: cookies.admin,
      body: { weights },
      headers: { 'if-match': current.headers.get('etag')! },
    });
    expect(saved.status).toBe(200);
    expect((await saved.json()).weights.availability).toBe(60);
    const zero = Object.fromEntries(Object.keys(DEFAULT_WEIGHTS).map((k) => [k, 0]));
    expect(
      (await t.request('PUT', '/api/staffing/settings', { cookie: cookies.admin, body: { weights: zero } })).status,
    ).toBe(422);
    expect((await t.request('PUT', '/api/staffing/settings', { cookie: cookies.pm, body: { weights } })).status).toBe(
      403,
    );
  });
});
