import { DEFAULT_WEIGHTS, RESOURCE_REQUEST_STATUSES } from '@praxis/shared';
import { addDays } from '@praxis/shared/dates';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql.js';
import { useDemoApp } from '../../test/demo-app.js';
import { countWhere } from '../../test/staffing-fixtures.js';
import type { Principal } from '../../auth/principal.js';
import { bookingsOf } from './board.service.js';

/** The Sunday of a board week (its Monday). */
const weekEnd = (monday: string) => addDays(monday, 6);

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

interface Booking {
  id: string;
  engagement_id: string;
  engagement_name: string;
  start_date: string;
  end_date: string;
  hours_per_week: number;
  version: number;
  can_manage: boolean;
}

describe('the bookings on the staffing board', () => {
  it('lists each person’s confirmed bookings in the weeks shown, which make up the hours of their cells', async () => {
    const board = await readBoard();
    const [first] = board.weeks as string[];
    const last = board.weeks.at(-1) as string;
    const rows = board.rows as (Row & { bookings: Booking[] })[];
    expect(rows.filter((row) => row.bookings.length >= 2).length).toBeGreaterThan(0);
    for (const row of rows) {
      for (const booking of row.bookings) {
        expect(booking.start_date <= weekEnd(last)).toBe(true);
        expect(booking.end_date >= first!).toBe(true);
        expect(booking.can_manage).toBe(true);
      }
      const inFirst = row.bookings.filter((b) => b.start_date <= weekEnd(first!) && b.end_date >= first!);
      const sum = inFirst.reduce((total, b) => total + b.hours_per_week, 0);
      expect(Math.abs(sum - (row.hours[0] ?? 0))).toBeLessThanOrEqual(0.05 * (inFirst.length + 1));
    }
  });

  it('lets a non-admin change only the bookings of engagements they manage (the engagements module’s rule)', async () => {
    const db = t.deps.database.db;
    const [manager] = await rowsOf<{ consultant_id: string; engagement_id: string }>(
      db,
      sql`select m.consultant_id, m.engagement_id from engagement_consultants m
          join engagement_roles r on r.id = m.engagement_role_id and r.title = 'Project Manager'
          join engagements e on e.id = m.engagement_id and e.status = 'active'
          where exists (select 1 from engagement_consultants o where o.engagement_id = m.engagement_id
            and o.hours_allocated is not null)
          order by m.id limit 1`,
    );
    expect(manager).toBeDefined();
    const people = await rowsOf<{ consultant_id: string; start_date: string }>(
      db,
      sql`select consultant_id, to_char(min(start_date), 'YYYY-MM-DD') as start_date from engagement_consultants
          where hours_allocated is not null and engagement_id in (${manager!.engagement_id}::uuid,
            (select id from engagements where id <> ${manager!.engagement_id}::uuid and status = 'active'
              and exists (select 1 from engagement_consultants o where o.engagement_id = engagements.id
                and o.hours_allocated is not null and o.consultant_id <> ${manager!.consultant_id}::uuid)
              order by id limit 1))
          group by consultant_id`,
    );
    const window = {
      consultantIds: people.map((p) => p.consultant_id),
      from: people.map((p) => p.start_date).sort()[0]!,
      // Every booking of these people from their first: the window is not what is tested here.
      to: addDays(people.map((p) => p.start_date).sort()[0]!, 3650),
    };
    const managed = new Set(
      (
        await rowsOf<{ id: string }>(
          db,
          sql`select distinct m.engagement_id as id from engagement_consultants m
              join engagement_roles r on r.id = m.engagement_role_id
              where m.consultant_id = ${manager!.consultant_id}::uuid
                and r.title in ('Project Manager', 'Engagement Manager')`,
        )
      ).map((row) => row.id),
    );
    const viewer = (permissions: string[]) =>
      ({ permissions: new Set(permissions), consultant: { id: manager!.consultant_id } }) as unknown as Principal;
    const asManager = [...(await bookingsOf(db, viewer([]), window)).values()].flat();
    expect(asManager.some((b) => b.can_manage)).toBe(true);
    expect(asManager.some((b) => !b.can_manage)).toBe(true);
    for (const booking of asManager) expect(booking.can_manage).toBe(managed.has(booking.engagement_id));
    const asAdmin = [...(await bookingsOf(db, viewer(['engagements.update']), window)).values()].flat();
    expect(asAdmin.map((b) => b.id).sort()).toEqual(asManager.map((b) => b.id).sort());
    expect(asAdmin.every((b) => b.can_manage)).toBe(true);
  });

  it('is the staffing managers’ view only', async () => {
    for (const role of ['pm', 'employee'] as const) {
      const response = await t.request('GET', '/api/staffing/board', { cookie: cookies[role] });
      expect(response.status).toBe(403);
    }
  });

  it('moves a booking through the engagement team’s update: a stale version is refused, the move is audited', async () => {
    const board = await readBoard();
    // A booking that can move a week later inside its engagement's dates.
    const [movable] = await rowsOf<{ id: string }>(
      t.deps.database.db,
      sql`select ec.id from engagement_consultants ec join engagements e on e.id = ec.engagement_id
          where ec.end_date + 7 <= e.end_date and ec.hours_allocated is not null and ec.hours_used = 0
          and ec.id in (${sql.join(
            (board.rows as { bookings: Booking[] }[]).flatMap((row) => row.bookings.map((b) => sql`${b.id}::uuid`)),
            sql`, `,
          )})
          order by ec.id limit 1`,
    );
    expect(movable).toBeDefined();
    const booking = (board.rows as { bookings: Booking[] }[])
      .flatMap((row) => row.bookings)
      .find((b) => b.id === movable!.id)!;
    const url = `/api/engagements/${booking.engagement_id}/team/${booking.id}`;
    const moved = { start_date: addDays(booking.start_date, 7), end_date: addDays(booking.end_date, 7) };
    const stale = await t.request('PATCH', url, {
      cookie: cookies.admin,
      body: moved,
      headers: { 'if-match': `"${booking.version + 5}"` },
    });
    expect(stale.status).toBe(409);
    const saved = await t.request('PATCH', url, {
      cookie: cookies.admin,
      body: moved,
      headers: { 'if-match': `"${booking.version}"` },
    });
    expect(saved.status).toBe(200);
    const [audit] = await rowsOf<{ action: string; before: unknown; after: unknown }>(
      t.deps.database.db,
      sql`select action, before, after from audit_log
          where entity = 'engagement_consultants' and entity_id = ${booking.id} order by id desc limit 1`,
    );
    expect(audit?.action).toBe('update');
    expect(JSON.stringify(audit?.before)).toContain(booking.start_date);
    expect(JSON.stringify(audit?.after)).toContain(moved.start_date);
    const after = (await readBoard()).rows as { bookings: Booking[] }[];
    const now = after.flatMap((row) => row.bookings).find((b) => b.id === booking.id);
    expect(now).toMatchObject({ ...moved, version: booking.version + 1, hours_per_week: booking.hours_per_week });
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
