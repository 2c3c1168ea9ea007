import { csvRow } from '@praxis/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql.js';
import { DEMO } from '../../test/harness.js';
import { useDemoApp } from '../../test/demo-app.js';
import { addDays, countWorkingDays, todayIn, weekStart } from '@praxis/shared/dates';
import { availableHours, daysOff, weeklyCapacity } from './capacity.js';
import { csvLinesOf, expectCsvDownload } from '../../test/csv-download.js';

const { t, cookies } = useDemoApp();
/** A week twenty weeks ahead of the day the suite runs, which the demo firm's calendar leaves empty. */
const MONDAY = weekStart(addDays(todayIn('UTC'), 140));
const day = (offset: number) => addDays(MONDAY, offset);

const request = async (method: string, path: string, cookie: string, body?: unknown) => {
  const response = await t.request(method, path, { cookie, body });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return response.json();
};

const consultantOf = async (email: string) => {
  const [row] = await rowsOf<{ id: string; location: string }>(
    t.deps.database.db,
    sql`select id, location from consultants where email = ${email}`,
  );
  return row!;
};

describe('admin calendar: permissions and range', () => {
  it('is admin only (403 for Project Manager and employee, 401 signed out)', async () => {
    const path = '/api/calendar/events?from=2026-11-01&to=2026-11-30';
    expect((await t.request('GET', path, { cookie: cookies.pm })).status).toBe(403);
    expect((await t.request('GET', path, { cookie: cookies.employee })).status).toBe(403);
    expect((await t.request('GET', path)).status).toBe(401);
    const body = { kind: 'firm_event', title: 'x', starts_at: '2026-11-02T10:00:00Z', ends_at: '2026-11-02T11:00:00Z' };
    expect((await t.request('POST', '/api/calendar/events', { cookie: cookies.pm, body })).status).toBe(403);
  });

  it('shows the seeded holidays, firm events, approved time off and engagement milestones for the next months', async () => {
    const from = todayIn('UTC');
    const to = addDays(from, 90);
    const range = await (
      await t.request('GET', `/api/calendar/events?from=${from}&to=${to}`, { cookie: cookies.admin })
    ).json();
    const kinds = new Set(range.events.map((e: { kind: string }) => e.kind));
    expect(kinds).toEqual(new Set(['holiday', 'firm_event', 'time_off']));
    expect(range.events.some((e: { status: string }) => e.status === 'approved')).toBe(true);
    expect(range.milestones.length).toBeGreaterThan(0);
  });

  it('refuses a range that ends before it starts or spans more than 400 days (422)', async () => {
    for (const query of ['from=2026-11-10&to=2026-11-01', 'from=2026-01-01&to=2027-06-01', 'from=x&to=y']) {
      expect((await t.request('GET', `/api/calendar/events?${query}`, { cookie: cookies.admin })).status).toBe(422);
    }
  });
});

describe('admin calendar: events', () => {
  it('creates, moves and resizes an event with If-Match (stale → 409), audited', async () => {
    const created = await t.request('POST', '/api/calendar/events', {
      cookie: cookies.admin,
      body: {
        kind: 'firm_event',
        title: 'Town hall',
        starts_at: '2026-12-03T15:00:00Z',
        ends_at: '2026-12-03T16:00:00Z',
      },
    });
    expect(created.status).toBe(201);
    const event = await created.json();
    const move = (body: unknown, version: number) =>
      t.request('PATCH', `/api/calendar/events/${event.id}`, {
        cookie: cookies.admin,
        body,
        headers: { 'if-match': `"${version}"` },
      });
    const moved = await (await move({ starts_at: '2026-12-04T15:00:00Z', ends_at: '2026-12-04T17:30:00Z' }, 1)).json();
    expect(moved).toMatchObject({
      starts_at: '2026-12-04T15:00:00.000Z',
      ends_at: '2026-12-04T17:30:00.000Z',
      version: 2,
    });
    expect((await move({ title: 'Late' }, 1)).status).toBe(409);
    expect((await move({ starts_at: '2026-12-04T18:00:00Z' }, 2)).status).toBe(422);
    const [audits] = await rowsOf<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from audit_log where entity_id = ${event.id}`,
    );
    expect(audits?.n).toBe(2);
  });

  it('keeps all-day events on whole UTC days and holidays on their location', async () => {
    const holiday = await (
      await t.request('POST', '/api/calendar/events', {
        cookie: cookies.admin,
        body: {
          kind: 'holiday',
          title: 'Founders day',
          all_day: true,
          location: 'Denver, CO',
          starts_at: '2026-12-10T05:00:00Z',
          ends_at: '2026-12-10T20:00:00Z',
        },
      })
    ).json();
    expect(holiday).toMatchObject({
      starts_at: '2026-12-10T00:00:00.000Z',
      ends_at: '2026-12-11T00:00:00.000Z',
      location: 'Denver, CO',
    });
    const bad = await t.request('POST', '/api/calendar/events', {
      cookie: cookies.admin,
      body: { kind: 'time_off', title: 'x', starts_at: '2026-12-10T00:00:00Z', ends_at: '2026-12-09T00:00:00Z' },
    });
    expect(bad.status).toBe(422);
  });
});

describe('time off', () => {
  it('is requested by anyone for themselves, approved by an admin, and then reduces capacity', async () => {
    const me = await consultantOf(DEMO.pm);
    const before = await availableHours(t.deps.database.db, {
      consultantIds: [me.id],
      from: day(0),
      to: day(4),
    });
    const request = await t.request('POST', '/api/calendar/time-off', {
      cookie: cookies.pm,
      body: { start_date: day(2), end_date: day(3), note: 'Family' },
    });
    expect(request.status).toBe(201);
    const timeOff = await request.json();
    expect(timeOff).toMatchObject({ kind: 'time_off', status: 'requested', consultant_id: me.id });
    // Requested is not yet approved: capacity unchanged.
    const pending = await availableHours(t.deps.database.db, {
      consultantIds: [me.id],
      from: day(0),
      to: day(4),
    });
    expect(pending.get(me.id)).toBe(before.get(me.id));
    expect(
      (
        await t.request('POST', `/api/calendar/time-off/${timeOff.id}/decision`, {
          cookie: cookies.pm,
          body: { status: 'approved' },
        })
      ).status,
    ).toBe(403);
    const approved = await t.request('POST', `/api/calendar/time-off/${timeOff.id}/decision`, {
      cookie: cookies.admin,
      body: { status: 'approved' },
    });
    expect((await approved.json()).status).toBe('approved');
    const after = await availableHours(t.deps.database.db, {
      consultantIds: [me.id],
      from: day(0),
      to: day(4),
    });
    expect(after.get(me.id)).toBe((before.get(me.id) ?? 0) - 16);
    const off = await daysOff(t.deps.database.db, { consultantIds: [me.id], from: day(0), to: day(6) });
    expect([...(off.get(me.id) ?? [])]).toEqual([day(2), day(3)]);
    const mine = await (await t.request('GET', '/api/calendar/time-off', { cookie: cookies.pm })).json();
    expect(mine.map((e: { id: string }) => e.id)).toContain(timeOff.id);
  });

  it('refuses overlapping requests (409), requests for someone else (403), and lets the requester withdraw', async () => {
    const other = await consultantOf(DEMO.pm);
    const body = { start_date: '2027-04-05', end_date: '2027-04-06' };
    const first = await (await t.request('POST', '/api/calendar/time-off', { cookie: cookies.employee, body })).json();
    expect((await t.request('POST', '/api/calendar/time-off', { cookie: cookies.employee, body })).status).toBe(409);
    const forOther = await t.request('POST', '/api/calendar/time-off', {
      cookie: cookies.employee,
      body: { ...body, consultant_id: other.id },
    });
    expect(forOther.status).toBe(403);
    expect((await t.request('DELETE', `/api/calendar/events/${first.id}`, { cookie: cookies.pm })).status).toBe(404);
    expect((await t.request('DELETE', `/api/calendar/events/${first.id}`, { cookie: cookies.employee })).status).toBe(
      204,
    );
    const reversed = await t.request('POST', '/api/calendar/time-off', {
      cookie: cookies.employee,
      body: { start_date: '2027-04-06', end_date: '2027-04-05' },
    });
    expect(reversed.status).toBe(422);
  });

  it('counts public holidays at the consultant’s location and never weekends', async () => {
    const me = await consultantOf(DEMO.admin);
    await t.request('POST', '/api/calendar/events', {
      cookie: cookies.admin,
      body: {
        kind: 'holiday',
        title: 'Local day',
        all_day: true,
        location: me.location,
        starts_at: '2027-05-12T00:00:00Z',
        ends_at: '2027-05-13T00:00:00Z',
      },
    });
    await t.request('POST', '/api/calendar/events', {
      cookie: cookies.admin,
      body: {
        kind: 'holiday',
        title: 'Elsewhere',
        all_day: true,
        location: 'Nowhere',
        starts_at: '2027-05-13T00:00:00Z',
        ends_at: '2027-05-14T00:00:00Z',
      },
    });
    const off = await daysOff(t.deps.database.db, { consultantIds: [me.id], from: '2027-05-10', to: '2027-05-16' });
    expect([...(off.get(me.id) ?? [])]).toEqual(['2027-05-12']);
    expect(countWorkingDays({ start: '2027-05-10', end: '2027-05-16' }, { holidays: off.get(me.id) })).toBe(4);
    expect(await daysOff(t.deps.database.db, { consultantIds: [], from: '2027-05-10', to: '2027-05-16' })).toEqual(
      new Map(),
    );
  });

  it('cuts events into the days they touch: timed across midnight, several days, clipped to the range', async () => {
    const me = await consultantOf(DEMO.pm);
    const other = await consultantOf(DEMO.employee);
    const holiday = (title: string, starts_at: string, ends_at: string, all_day = false) =>
      t.request('POST', '/api/calendar/events', {
        cookie: cookies.admin,
        body: { kind: 'holiday', title, all_day, location: null, starts_at, ends_at },
      });
    // Tue 22:00 → Wed 02:00 touches Tuesday and Wednesday; Thu–Mon (all day) is clipped at Sunday and skips the
    // weekend; Mon of the next week is outside the range.
    await holiday('Late night', '2027-08-03T22:00:00Z', '2027-08-04T02:00:00Z');
    await holiday('Long weekend', '2027-08-06T00:00:00Z', '2027-08-10T00:00:00Z', true);
    const off = await daysOff(t.deps.database.db, {
      consultantIds: [me.id, other.id],
      from: '2027-08-02',
      to: '2027-08-08',
    });
    for (const id of [me.id, other.id])
      expect([...(off.get(id) ?? [])]).toEqual(['2027-08-03', '2027-08-04', '2027-08-06']);
  });
});

describe('time off on the staffing board', () => {
  it('shows the week with approved time off at reduced capacity', async () => {
    const employee = await consultantOf(DEMO.employee);
    const timeOff = await request('POST', '/api/calendar/time-off', cookies.employee, {
      start_date: '2027-06-09',
      end_date: '2027-06-10',
    });
    await request('POST', `/api/calendar/time-off/${timeOff.id}/decision`, cookies.admin, { status: 'approved' });
    const response = await t.request('GET', '/api/staffing/board?from=2027-06-07&weeks=2&q=Evan', {
      cookie: cookies.admin,
    });
    expect(response.status).toBe(200);
    const row = (await response.json()).rows.find((r: { id: string }) => r.id === employee.id);
    expect(row.capacity).toBe(40);
    expect(row.capacity_by_week).toEqual([24, 40]);
    const direct = await weeklyCapacity(t.deps.database.db, {
      consultantIds: [employee.id],
      weeks: ['2027-06-07', '2027-06-14'],
      hoursPerWeek: 40,
    });
    expect(direct.get(employee.id)).toEqual([24, 40]);
  });
});

describe('pending time off: the admin list and its CSV export (format=csv)', () => {
  const path = '/api/calendar/time-off/pending?from=2027-09-01&to=2027-09-30';
  const ask = (cookie: string, start_date: string, end_date: string) =>
    request('POST', '/api/calendar/time-off', cookie, { start_date, end_date, note: 'Summer, "long" weekend' });

  it('lists every request waiting for a decision in the range, in date order; the export has the same rows', async () => {
    const later = await ask(cookies.employee, '2027-09-10', '2027-09-11');
    const earlier = await ask(cookies.pm, '2027-09-07', '2027-09-08');
    const decided = await ask(cookies.employee, '2027-09-21', '2027-09-22');
    await request('POST', `/api/calendar/time-off/${decided.id}/decision`, cookies.admin, { status: 'rejected' });
    const outside = await ask(cookies.pm, '2027-10-05', '2027-10-06');
    const json = await request('GET', path, cookies.admin);
    const ids = json.map((event: { id: string }) => event.id);
    expect(ids).toEqual([earlier.id, later.id]);
    expect(ids).not.toContain(outside.id);

    const response = await t.request('GET', `${path}&format=csv`, { cookie: cookies.admin });
    expect(await expectCsvDownload(response, 'pending-time-off')).toEqual([
      'Consultant,First day,Last day',
      `${earlier.consultant_name},2027-09-07,2027-09-08`,
      `${later.consultant_name},2027-09-10,2027-09-11`,
    ]);
  });

  it('honours chosen columns and headers; unknown column 422; admins only (403), signed out 401', async () => {
    const json = await request('GET', path, cookies.admin);
    const chosen = await t.request('GET', `${path}&format=csv&columns=id,status,description&headers=Id,Status,Note`, {
      cookie: cookies.admin,
    });
    expect(await csvLinesOf(chosen)).toEqual([
      'Id,Status,Note',
      ...json.map((event: { id: string; description: string | null }) =>
        csvRow({ ...event, status: 'requested' }, ['id', 'status', 'description']),
      ),
    ]);
    expect((await t.request('GET', `${path}&format=csv&columns=id,password`, { cookie: cookies.admin })).status).toBe(
      422,
    );
    for (const cookie of [cookies.pm, cookies.employee]) {
      expect((await t.request('GET', `${path}&format=csv`, { cookie })).status).toBe(403);
      expect((await t.request('GET', path, { cookie })).status).toBe(403);
    }
    expect((await t.request('GET', `${path}&format=csv`)).status).toBe(401);
  });

  it('keeps the calendar range rules: to before from, or more than 400 days, is a 422 (JSON and CSV)', async () => {
    for (const range of ['from=2027-09-30&to=2027-09-01', 'from=0001-01-01&to=9999-12-31']) {
      for (const format of ['', '&format=csv']) {
        const response = await t.request('GET', `/api/calendar/time-off/pending?${range}${format}`, {
          cookie: cookies.admin,
        });
        expect(response.status).toBe(422);
      }
    }
  });
});
