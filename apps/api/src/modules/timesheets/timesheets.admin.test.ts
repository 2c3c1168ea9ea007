import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../test/harness.js';
import { useDemoApp } from '../../test/demo-app.js';
import { addDays, addTime, startOfDayIn } from '@praxis/shared/dates';
import { sendFridayReminders } from './reminders.js';
import { futureWeek, hoursUsed, insertWeek, one, pmEngagements } from '../../test/timesheet-fixtures.js';

const { t, cookies } = useDemoApp();
let ids: Awaited<ReturnType<typeof pmEngagements>>;

beforeAll(async () => {
  ids = await pmEngagements(t);
});

const decide = (role: 'admin' | 'pm' | 'employee', id: string, action: 'approve' | 'reject') =>
  t.request('POST', `/api/timesheets/${id}/${action}`, {
    cookie: cookies[role],
    body: action === 'reject' ? { reason: 'Please fix' } : undefined,
  });

/** A week of the consultant's, `weeksAhead` weeks from now, with these lines; submitted unless said otherwise. */
const weekOf = (
  consultantId: string,
  weeksAhead: number,
  lines: { engagementId: string | null; hours: number }[],
  status = 'submitted',
) => insertWeek(t, { consultantId, weekStart: futureWeek(weeksAhead), status, lines });

describe('who sees and decides a week', () => {
  it('a Project Manager approves weeks on engagements they manage only; others are 404, mixed weeks 403', async () => {
    const person = ids.managed.consultant_id;
    const mine = await weekOf(person, 10, [{ engagementId: ids.managed.engagement_id, hours: 6 }]);
    const notMine = await weekOf(person, 11, [{ engagementId: ids.unmanaged.engagement_id, hours: 5 }]);
    const mixed = await weekOf(person, 12, [
      { engagementId: ids.managed.engagement_id, hours: 2 },
      { engagementId: null, hours: 3 },
    ]);
    const draft = await weekOf(person, 13, [{ engagementId: ids.unmanaged.engagement_id, hours: 1 }], 'draft');
    // Another person's draft (or any week) is a 404 to those who may not approve it.
    expect((await t.request('GET', `/api/timesheets/${draft.id}`, { cookie: cookies.employee })).status).toBe(404);
    expect((await t.request('GET', `/api/timesheets/${draft.id}`, { cookie: cookies.pm })).status).toBe(404);
    expect((await t.request('GET', `/api/timesheets/${draft.id}`, { cookie: cookies.admin })).status).toBe(200);
    expect((await decide('employee', mine.id, 'approve')).status).toBe(403);
    expect((await decide('pm', notMine.id, 'approve')).status).toBe(404);
    const mixedAnswer = await decide('pm', mixed.id, 'approve');
    expect(mixedAnswer.status).toBe(403);
    expect((await mixedAnswer.json()).message).toMatch(/an admin decides it/);
    expect((await t.request('GET', `/api/timesheets/${mine.id}`, { cookie: cookies.pm })).status).toBe(200);

    const before = await hoursUsed(t, person, ids.managed.engagement_id);
    expect((await decide('pm', mine.id, 'approve')).status).toBe(200);
    expect(await hoursUsed(t, person, ids.managed.engagement_id)).toBe(before + 6);
    expect((await decide('admin', notMine.id, 'approve')).status).toBe(200);
    expect((await decide('admin', mixed.id, 'reject')).status).toBe(200);

    // The PM's admin view lists only weeks on their engagements.
    const query = `from=${futureWeek(10)}&to=${futureWeek(13)}&consultant_id=${person}`;
    const pmView = await (
      await t.request('GET', `/api/timesheets/admin/weeks?${query}`, { cookie: cookies.pm })
    ).json();
    expect(pmView.items.map((row: { week_id: string }) => row.week_id).sort()).toEqual([mine.id, mixed.id].sort());
    const adminView = await (
      await t.request('GET', `/api/timesheets/admin/weeks?${query}`, { cookie: cookies.admin })
    ).json();
    expect(adminView.items).toHaveLength(4);
    expect((await t.request('GET', `/api/timesheets/admin/weeks?${query}`, { cookie: cookies.employee })).status).toBe(
      403,
    );
  });

  it('bulk approval decides each week entirely or not at all and reports per week', async () => {
    const person = ids.managed.consultant_id;
    const good = await weekOf(person, 20, [{ engagementId: ids.managed.engagement_id, hours: 4 }]);
    const stale = await weekOf(person, 21, [{ engagementId: ids.managed.engagement_id, hours: 7 }]);
    const before = await hoursUsed(t, person, ids.managed.engagement_id);
    const response = await t.request('POST', '/api/timesheets/admin/decisions', {
      cookie: cookies.admin,
      body: {
        decision: 'approve',
        weeks: [
          { id: good.id, version: good.version },
          { id: stale.id, version: stale.version + 5 },
        ],
      },
    });
    expect(response.status).toBe(200);
    const { results } = await response.json();
    expect(results).toMatchObject([
      { id: good.id, ok: true, status: 'approved' },
      { id: stale.id, ok: false, status: null },
    ]);
    expect(await hoursUsed(t, person, ids.managed.engagement_id)).toBe(before + 4);
    const untouched = await one<{ status: string; version: number }>(
      t,
      sql`select status, version from timesheet_weeks where id = ${stale.id}`,
    );
    expect(untouched).toEqual({ status: 'submitted', version: stale.version });
    const rejectWithout = await t.request('POST', '/api/timesheets/admin/decisions', {
      cookie: cookies.admin,
      body: { decision: 'reject', weeks: [{ id: stale.id, version: stale.version }] },
    });
    expect(rejectWithout.status).toBe(422);
  });
});

describe('admin timesheet view', () => {
  it('lists missing weeks, filters by status and anomaly, totals and exports approved hours as CSV', async () => {
    const monday = futureWeek(0);
    const from = futureWeek(-4);
    const base = `from=${from}&to=${monday}`;
    const missing = await (
      await t.request('GET', `/api/timesheets/admin/weeks?${base}&status=missing&pageSize=200`, {
        cookie: cookies.admin,
      })
    ).json();
    expect(missing.total).toBeGreaterThan(0);
    expect(
      missing.items.every(
        (row: { status: string; week_id: string | null }) => row.status === 'missing' && row.week_id === null,
      ),
    ).toBe(true);
    const flagged = await (
      await t.request('GET', `/api/timesheets/admin/weeks?${base}&anomaly=any&pageSize=200`, { cookie: cookies.admin })
    ).json();
    expect(flagged.items.every((row: { anomalies: unknown[] }) => row.anomalies.length > 0)).toBe(true);
    const totals = await (
      await t.request('GET', `/api/timesheets/admin/totals?${base}`, { cookie: cookies.admin })
    ).json();
    expect(totals.total_hours).toBeGreaterThan(0);
    expect(totals.by_status.missing).toBe(missing.total);
    expect(totals.by_person.length).toBeGreaterThan(0);
    const csv = await t.request('GET', `/api/timesheets/admin/export?${base}`, { cookie: cookies.admin });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('person,engagement,client,date,hours,billable,note');
    expect(lines.length).toBeGreaterThan(10);
    expect(
      (await t.request('GET', `/api/timesheets/admin/weeks?from=${monday}&to=${from}`, { cookie: cookies.admin }))
        .status,
    ).toBe(422);
  });

  it('reminds people with missing weeks, and the Friday job reminds once per person and week', async () => {
    const week = futureWeek(30);
    const employee = await one<{ id: string; user_id: string; time_zone: string | null }>(
      t,
      sql`select id, user_id, time_zone from consultants where email = ${DEMO.employee}`,
    );
    const count = async () =>
      (
        await one<{ n: number }>(
          t,
          sql`select count(*)::int as n from notifications where recipient_user_id = ${employee.user_id}
              and type = 'timesheet_reminder'`,
        )
      ).n;
    const before = await count();
    const answer = await t.request('POST', '/api/timesheets/admin/remind', {
      cookie: cookies.admin,
      body: { week_start: week, consultant_ids: [employee.id] },
    });
    expect(await answer.json()).toEqual({ reminded: 1 });
    expect(await count()).toBe(before + 1);

    await t.deps.database.db.execute(
      sql`update consultants set time_zone = 'America/New_York' where id = ${employee.id}`,
    );
    // The Friday of a week nobody has filled yet, at 14:30 in New York: too early; 15:30: due; 16:30: sent already.
    const friday = startOfDayIn(addDays(futureWeek(31), 4), 'America/New_York');
    const at = (hours: number) => addTime(friday, { hours });
    await sendFridayReminders(t.deps.database.db, at(14.5));
    expect(await count()).toBe(before + 1);
    expect(await sendFridayReminders(t.deps.database.db, at(15.5))).toBeGreaterThanOrEqual(1);
    expect(await count()).toBe(before + 2);
    await sendFridayReminders(t.deps.database.db, at(16.5));
    expect(await count()).toBe(before + 2);
  });

  it('shows hours by week and person on an engagement to its PM and admins, and Home the current week', async () => {
    const hours = await t.request('GET', `/api/engagements/${ids.managed.engagement_id}/timesheets`, {
      cookie: cookies.pm,
    });
    expect(hours.status).toBe(200);
    const body = await hours.json();
    expect(body.weeks).toHaveLength(8);
    expect(body.people.length).toBeGreaterThan(0);
    expect(
      (await t.request('GET', `/api/engagements/${ids.unmanaged.engagement_id}/timesheets`, { cookie: cookies.pm }))
        .status,
    ).toBe(404);
    expect(
      (await t.request('GET', `/api/engagements/${ids.managed.engagement_id}/timesheets`, { cookie: cookies.employee }))
        .status,
    ).toBe(403);
    const current = await (await t.request('GET', '/api/timesheets/me/current', { cookie: cookies.employee })).json();
    expect(current).toMatchObject({ status: 'draft', capacity_hours: 40 });
    expect(current.total_hours).toBeGreaterThan(0);
  });

  it('exports the engagement’s hours by week and person as CSV, with the columns the tab shows', async () => {
    const path = `/api/engagements/${ids.managed.engagement_id}/timesheets`;
    const body = await (await t.request('GET', path, { cookie: cookies.admin })).json();
    // The Project Manager reads the tab, but exporting it is an admin's (data.export).
    expect((await t.request('GET', `${path}?format=csv`, { cookie: cookies.pm })).status).toBe(403);
    const csv = await t.request('GET', `${path}?format=csv`, { cookie: cookies.admin });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const [header, ...lines] = (await csv.text()).trim().split('\r\n');
    expect(header).toBe(
      ['Person', ...body.weeks.map((week: string) => `Week of ${week}`), 'Hours used', 'Hours allocated'].join(','),
    );
    expect(lines).toHaveLength(body.people.length);
    type Person = { consultant_name: string; hours_used: number; weeks: { week_start: string; hours: number }[] };
    for (const person of body.people as Person[]) {
      const line = lines.find((l) => l.startsWith(`${person.consultant_name},`))!.split(',');
      const hoursOf = (week: string) => person.weeks.find((cell) => cell.week_start === week)?.hours;
      expect(line.slice(1, 1 + body.weeks.length)).toEqual(
        body.weeks.map((week: string) => (hoursOf(week) === undefined ? '' : String(hoursOf(week)))),
      );
      expect(Number(line[1 + body.weeks.length])).toBe(person.hours_used);
    }
    // The columns the tab shows (a hidden week is left out); a field the answer does not have is refused.
    const week = body.weeks[0];
    const chosen = await t.request('GET', `${path}?format=csv&columns=consultant,week_${week}&headers=Person,First`, {
      cookie: cookies.admin,
    });
    expect((await chosen.text()).split('\r\n')[0]).toBe('Person,First');
    expect((await t.request('GET', `${path}?format=csv&columns=salary`, { cookie: cookies.admin })).status).toBe(422);
    expect((await t.request('GET', `${path}?format=csv`, { cookie: cookies.employee })).status).toBe(403);
  });
});
