import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql.js';
import { DEMO } from '../../test/harness.js';
import { useDemoApp } from '../../test/demo-app.js';
import { futureWeek, hoursUsed, one } from '../../test/timesheet-fixtures.js';
import { addDays } from '@praxis/shared/dates';

const { t, cookies } = useDemoApp();
let employeeId = '';

beforeAll(async () => {
  employeeId = (await one<{ id: string }>(t, sql`select id from consultants where email = ${DEMO.employee}`)).id;
});

const getWeek = async (week: string, role: 'employee' | 'admin' | 'pm' = 'employee') => {
  const response = await t.request('GET', `/api/timesheets/weeks/${week}`, { cookie: cookies[role] });
  expect(response.status).toBe(200);
  return response.json();
};
const save = (week: string, cells: unknown[], role: 'employee' | 'admin' | 'pm' = 'employee') =>
  t.request('PUT', `/api/timesheets/weeks/${week}/cells`, { cookie: cookies[role], body: { cells } });
const days = (week: string, n: number) => Array.from({ length: n }, (_, i) => addDays(week, i));

describe('my week', () => {
  it('suggests rows from my assignments with the planned hours, and saves cells typed as numbers', async () => {
    const week = futureWeek(2);
    const before = await getWeek(week);
    expect(before).toMatchObject({ id: null, status: 'draft', can_edit: true, capacity_hours: 40 });
    expect(before.days).toHaveLength(7);
    const planned = before.lines.find((l: { planned_hours: number | null }) => (l.planned_hours ?? 0) > 0);
    expect(planned).toMatchObject({ category: 'engagement', assigned: true, id: null });
    const response = await save(week, [
      { engagement_id: planned.engagement_id, category: 'engagement', date: week, hours: 7.5, note: 'Kick-off' },
      { engagement_id: null, category: 'training', date: week, hours: 1 },
    ]);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'draft', version: 2, saved: 2 });
    const after = await getWeek(week);
    const line = after.lines.find((l: { engagement_id: string }) => l.engagement_id === planned.engagement_id);
    expect(line.entries).toEqual([{ date: week, hours: 7.5, note: 'Kick-off' }]);
    expect(
      after.lines.some((l: { category: string; billable: boolean }) => l.category === 'training' && !l.billable),
    ).toBe(true);
    // Clearing a cell removes it; a date outside the week or negative hours is refused.
    expect((await save(week, [{ engagement_id: null, category: 'training', date: week, hours: null }])).status).toBe(
      200,
    );
    expect((await save(week, [{ engagement_id: null, category: 'admin', date: futureWeek(3), hours: 1 }])).status).toBe(
      422,
    );
    expect((await save(week, [{ engagement_id: null, category: 'admin', date: week, hours: -1 }])).status).toBe(422);
    expect((await save(week, [{ engagement_id: null, category: 'engagement', date: week, hours: 1 }])).status).toBe(
      422,
    );
  });

  it('fills from plan and copies last week into empty cells only', async () => {
    const week = futureWeek(4);
    const planned = (await getWeek(week)).lines.filter(
      (l: { planned_hours: number | null }) => (l.planned_hours ?? 0) > 0,
    );
    const filled = await (
      await t.request('POST', `/api/timesheets/weeks/${week}/fill-from-plan`, { cookie: cookies.employee })
    ).json();
    for (const line of planned) {
      const got = filled.lines.find((l: { engagement_id: string }) => l.engagement_id === line.engagement_id);
      const total = got.entries.reduce((sum: number, e: { hours: number }) => sum + e.hours, 0);
      expect(Math.abs(total - line.planned_hours)).toBeLessThanOrEqual(0.25);
    }
    const next = futureWeek(5);
    const first = planned[0];
    await save(next, [{ engagement_id: first.engagement_id, category: 'engagement', date: next, hours: 2 }]);
    const copied = await (
      await t.request('POST', `/api/timesheets/weeks/${next}/copy-last-week`, { cookie: cookies.employee })
    ).json();
    const line = copied.lines.find((l: { engagement_id: string }) => l.engagement_id === first.engagement_id);
    expect(line.entries[0]).toMatchObject({ date: next, hours: 2 }); // typed value kept
    expect(line.entries.length).toBeGreaterThan(1);
  });
});

describe('autosave in one statement', () => {
  const entriesOf = (week: string) =>
    rowsOf<{ key: string; hours: number; note: string | null; billable: boolean }>(
      t.deps.database.db,
      sql`select coalesce(l.engagement_id::text, l.category) || '@' || to_char(en.entry_date, 'YYYY-MM-DD') as key,
                 en.hours::float8 as hours, en.note, l.billable
          from timesheet_entries en join timesheet_lines l on l.id = en.line_id
          join timesheet_weeks w on w.id = l.week_id
          where w.consultant_id = ${employeeId} and w.week_start = ${week}::date order by 1`,
    );
  const weekRow = (week: string) =>
    rowsOf<{ version: number; status: string }>(
      t.deps.database.db,
      sql`select version, status from timesheet_weeks where consultant_id = ${employeeId} and week_start = ${week}::date`,
    );

  it('keeps a note when a save omits it, clears it with an empty one, bumps the version once per save, audits', async () => {
    const week = futureWeek(12);
    const [monday, tuesday] = days(week, 2) as [string, string];
    const fixedFee = await one<{ id: string }>(t, sql`select id from engagements order by id limit 1`);
    await t.deps.database.db.execute(sql`update engagements set billing_type = 'fixed_fee' where id = ${fixedFee.id}`);
    const first = await save(week, [
      { engagement_id: fixedFee.id, category: 'engagement', date: monday, hours: 3, note: 'Workshop' },
      { engagement_id: null, category: 'admin', date: monday, hours: 1 },
      { engagement_id: null, category: 'admin', date: tuesday, hours: 2 },
    ]);
    expect(await first.json()).toMatchObject({ version: 2, saved: 3 });
    expect(first.headers.get('etag')).toBe('"2"');
    const second = await save(week, [
      { engagement_id: fixedFee.id, category: 'engagement', date: monday, hours: 4 },
      { engagement_id: null, category: 'admin', date: tuesday, hours: null },
    ]);
    expect(await second.json()).toMatchObject({ version: 3, saved: 2 });
    expect(await entriesOf(week)).toEqual([
      { key: `${fixedFee.id}@${monday}`, hours: 4, note: 'Workshop', billable: false },
      { key: `admin@${monday}`, hours: 1, note: null, billable: false },
    ]);
    await save(week, [{ engagement_id: fixedFee.id, category: 'engagement', date: monday, hours: 4, note: '' }]);
    expect((await entriesOf(week))[0]).toMatchObject({ hours: 4, note: null });
    const audits = await one<{ n: number }>(
      t,
      sql`select count(*)::int as n from audit_log a join timesheet_weeks w on w.id::text = a.entity_id
          where w.consultant_id = ${employeeId} and w.week_start = ${week}::date and a.entity = 'timesheet_weeks'`,
    );
    expect(audits.n).toBe(3);
  });

  it('keeps cached principals across cell saves (they cannot change who anyone is); other writes drop them', async () => {
    const week = futureWeek(14);
    const cache = t.deps.sessionCache;
    const before = cache.currentGeneration();
    expect((await save(week, [{ engagement_id: null, category: 'admin', date: week, hours: 1 }])).status).toBe(200);
    expect(cache.currentGeneration()).toBe(before);
    const line = await t.request('PUT', `/api/timesheets/weeks/${week}/lines`, {
      cookie: cookies.employee,
      body: { engagement_id: null, category: 'training' },
    });
    expect(line.status).toBe(200);
    expect(cache.currentGeneration()).toBeGreaterThan(before);
  });

  it('writes nothing for an unknown engagement (422) or a locked week (409); a repeated cell keeps the last', async () => {
    const week = futureWeek(13);
    const unknown = await save(week, [
      { engagement_id: null, category: 'admin', date: week, hours: 1 },
      { engagement_id: '00000000-0000-4000-8000-000000000000', category: 'engagement', date: week, hours: 1 },
    ]);
    expect(unknown.status).toBe(422);
    expect(await weekRow(week)).toEqual([]);

    const repeated = await save(week, [
      { engagement_id: null, category: 'admin', date: week, hours: 1 },
      { engagement_id: null, category: 'admin', date: week, hours: 6 },
    ]);
    expect(repeated.status).toBe(200);
    expect(await entriesOf(week)).toEqual([{ key: `admin@${week}`, hours: 6, note: null, billable: false }]);

    await t.deps.database.db.execute(
      sql`update timesheet_weeks set status = 'submitted' where consultant_id = ${employeeId} and week_start = ${week}::date`,
    );
    const [before] = await weekRow(week);
    const locked = await save(week, [{ engagement_id: null, category: 'admin', date: week, hours: 2 }]);
    expect(locked.status).toBe(409);
    expect(await weekRow(week)).toEqual([before]);
    expect(await entriesOf(week)).toEqual([{ key: `admin@${week}`, hours: 6, note: null, billable: false }]);
  });
});

describe('the admin calendar shapes the week', () => {
  it('plans and fills no hours on approved time off or a holiday, and flags hours logged on the holiday', async () => {
    const week = futureWeek(9);
    const [monday, tuesday, wednesday] = days(week, 3) as [string, string, string];
    const plannedOf = (lines: { engagement_id: string; planned_hours: number | null }[]) =>
      new Map(lines.filter((l) => (l.planned_hours ?? 0) > 0).map((l) => [l.engagement_id, l.planned_hours ?? 0]));
    const before = plannedOf((await getWeek(week)).lines);
    expect(before.size).toBeGreaterThan(0);

    const off = await (
      await t.request('POST', '/api/calendar/time-off', {
        cookie: cookies.employee,
        body: { start_date: tuesday, end_date: tuesday },
      })
    ).json();
    const approved = await t.request('POST', `/api/calendar/time-off/${off.id}/decision`, {
      cookie: cookies.admin,
      body: { status: 'approved' },
      headers: { 'if-match': `"${off.version}"` },
    });
    expect(approved.status).toBe(200);
    const holiday = await t.request('POST', '/api/calendar/events', {
      cookie: cookies.admin,
      body: {
        kind: 'holiday',
        title: 'Founders Day',
        all_day: true,
        starts_at: `${wednesday}T00:00:00.000Z`,
        ends_at: `${days(week, 4)[3]}T00:00:00.000Z`,
      },
    });
    expect(holiday.status).toBe(201);

    // Two working days away: every suggestion shrinks (an assignment covering the whole week by two fifths).
    const after = plannedOf((await getWeek(week)).lines);
    for (const [engagement, hours] of before) expect(after.get(engagement) ?? 0).toBeLessThan(hours);

    const filled = await (
      await t.request('POST', `/api/timesheets/weeks/${week}/fill-from-plan`, { cookie: cookies.employee })
    ).json();
    const dates = filled.lines.flatMap((l: { entries: { date: string }[] }) => l.entries.map((e) => e.date));
    expect(dates).toContain(monday);
    expect(dates).not.toContain(tuesday);
    expect(dates).not.toContain(wednesday);

    const [engagement] = [...before.keys()];
    await save(week, [{ engagement_id: engagement, category: 'engagement', date: wednesday, hours: 6, note: 'x' }]);
    const anomalies: { code: string; message: string }[] = (await getWeek(week)).anomalies;
    expect(anomalies.find((a) => a.code === 'holiday')?.message).toMatch(/on Founders Day/);
  });
});

describe('lifecycle and locking', () => {
  it('submits, locks (409), is rejected with a reason, resubmitted, approved (hours_used up) and rejected again (reverted)', async () => {
    const week = futureWeek(6);
    const line = (await getWeek(week)).lines.find((l: { planned_hours: number | null }) => (l.planned_hours ?? 0) > 0);
    const engagementId = line.engagement_id;
    const saved = await (
      await save(
        week,
        days(week, 5).map((date) => ({
          engagement_id: engagementId,
          category: 'engagement',
          date,
          hours: 8,
          note: 'Work',
        })),
      )
    ).json();
    const submitUrl = `/api/timesheets/weeks/${week}/submit`;
    expect(
      (await t.request('POST', submitUrl, { cookie: cookies.employee, headers: { 'if-match': '"1"' } })).status,
    ).toBe(409);
    const submitted = await t.request('POST', submitUrl, {
      cookie: cookies.employee,
      headers: { 'if-match': `"${saved.version}"` },
    });
    expect(submitted.status).toBe(200);
    const body = await submitted.json();
    expect(body).toMatchObject({ status: 'submitted', can_edit: false });
    expect(body.anomalies.every((a: { message: string }) => a.message.length > 10)).toBe(true);
    // Locked: the server refuses edits and a second submission.
    const locked = await save(week, [{ engagement_id: engagementId, category: 'engagement', date: week, hours: 1 }]);
    expect(locked.status).toBe(409);
    expect((await locked.json()).message).toMatch(/submitted and locked/);
    expect((await t.request('POST', submitUrl, { cookie: cookies.employee })).status).toBe(409);
    // The owner cannot decide their own week (not even with the right permission).
    expect((await t.request('POST', `/api/timesheets/${body.id}/approve`, { cookie: cookies.employee })).status).toBe(
      403,
    );

    const usedBefore = await hoursUsed(t, employeeId, engagementId);
    const rejectUrl = `/api/timesheets/${body.id}/reject`;
    expect((await t.request('POST', rejectUrl, { cookie: cookies.admin, body: { reason: ' ' } })).status).toBe(422);
    const rejected = await (
      await t.request('POST', rejectUrl, {
        cookie: cookies.admin,
        body: { reason: 'Split Friday please' },
        headers: { 'if-match': `"${body.version}"` },
      })
    ).json();
    expect(rejected).toMatchObject({ status: 'rejected', rejection_reason: 'Split Friday please' });
    expect(await hoursUsed(t, employeeId, engagementId)).toBe(usedBefore);
    const reopened = await getWeek(week);
    expect(reopened).toMatchObject({ status: 'rejected', can_edit: true, rejection_reason: 'Split Friday please' });
    const fixed = await (
      await save(week, [{ engagement_id: engagementId, category: 'engagement', date: week, hours: 6, note: 'Fixed' }])
    ).json();
    const resubmitted = await (
      await t.request('POST', submitUrl, { cookie: cookies.employee, headers: { 'if-match': `"${fixed.version}"` } })
    ).json();
    expect(resubmitted).toMatchObject({ status: 'submitted', rejection_reason: null });
    expect(
      (
        await t.request('POST', `/api/timesheets/${body.id}/approve`, {
          cookie: cookies.admin,
          headers: { 'if-match': `"${body.version}"` },
        })
      ).status,
    ).toBe(409);

    const approved = await t.request('POST', `/api/timesheets/${body.id}/approve`, {
      cookie: cookies.admin,
      headers: { 'if-match': `"${resubmitted.version}"` },
    });
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ status: 'approved', can_edit: false });
    expect(await hoursUsed(t, employeeId, engagementId)).toBe(usedBefore + 38);
    expect(
      (await save(week, [{ engagement_id: engagementId, category: 'engagement', date: week, hours: 1 }])).status,
    ).toBe(409);
    expect((await t.request('POST', `/api/timesheets/${body.id}/approve`, { cookie: cookies.admin })).status).toBe(409);

    // Rejecting an approved week takes its hours back out of hours_used.
    await t.request('POST', rejectUrl, { cookie: cookies.admin, body: { reason: 'Wrong engagement' } });
    expect(await hoursUsed(t, employeeId, engagementId)).toBe(usedBefore);
    const notices = await one<{ n: number }>(
      t,
      sql`select count(*)::int as n from notifications n join consultants c on c.user_id = n.recipient_user_id
          where c.id = ${employeeId} and n.type in ('timesheet_approved', 'timesheet_rejected')`,
    );
    expect(notices.n).toBeGreaterThanOrEqual(3);
    const audits = await one<{ n: number }>(
      t,
      sql`select count(*)::int as n from audit_log where entity_id = ${body.id}`,
    );
    expect(audits.n).toBeGreaterThanOrEqual(7);
  });

  it('refuses to submit a day over 24 h, missing required notes, or an empty week (422 with reasons)', async () => {
    const week = futureWeek(7);
    expect((await t.request('POST', `/api/timesheets/weeks/${week}/submit`, { cookie: cookies.employee })).status).toBe(
      422,
    );
    const line = (await getWeek(week)).lines.find((l: { planned_hours: number | null }) => (l.planned_hours ?? 0) > 0);
    await save(week, [
      { engagement_id: line.engagement_id, category: 'engagement', date: week, hours: 16, note: 'x' },
      { engagement_id: null, category: 'admin', date: week, hours: 10 },
    ]);
    const tooLong = await t.request('POST', `/api/timesheets/weeks/${week}/submit`, { cookie: cookies.employee });
    expect(tooLong.status).toBe(422);
    expect((await tooLong.json()).message).toMatch(/26\.0 h on .*at most 24 h/);
    await save(week, [{ engagement_id: null, category: 'admin', date: week, hours: 1 }]);
    await t.request('PUT', `/api/engagements/${line.engagement_id}/timesheet-settings`, {
      cookie: cookies.admin,
      body: { notes_required: true },
    });
    const billable = await t.request('PUT', `/api/timesheets/weeks/${week}/lines`, {
      cookie: cookies.employee,
      body: { engagement_id: line.engagement_id, category: 'engagement', billable: true },
    });
    expect(billable.status).toBe(200);
    await save(week, [{ engagement_id: line.engagement_id, category: 'engagement', date: week, hours: 8, note: '' }]);
    const noNote = await t.request('POST', `/api/timesheets/weeks/${week}/submit`, { cookie: cookies.employee });
    expect(noNote.status).toBe(422);
    expect((await noNote.json()).message).toMatch(/requires a note/);
    const flagged = await getWeek(week);
    expect(flagged.anomalies.map((a: { code: string }) => a.code)).toContain('missing_note');
    await t.request('PUT', `/api/engagements/${line.engagement_id}/timesheet-settings`, {
      cookie: cookies.admin,
      body: { notes_required: false },
    });
  });
});
