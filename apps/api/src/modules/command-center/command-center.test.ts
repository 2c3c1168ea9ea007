import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql.js';
import { addDays, fromDate, weekStart } from '@praxis/shared/dates';
import { useDemoApp } from '../../test/demo-app.js';

const { t, cookies } = useDemoApp();
const thisWeek = weekStart(fromDate(new Date()));

const kpis = async (cookie: string, query = '') => {
  const answer = await t.request('GET', `/api/command-center${query}`, { cookie });
  expect(answer.status).toBe(200);
  return answer.json();
};

describe('the command center', () => {
  it('answers the last 12 weeks by default, with utilisation matching the timesheets', async () => {
    const data = await kpis(cookies.pm);
    expect(data.weeks).toBe(12);
    expect(data.to).toBe(thisWeek);
    expect(data.refreshed_at).not.toBeNull();
    const [billable] = await rowsOf<{ hours: number }>(
      t.deps.database.db,
      // Hours of the weeks people were employed (a timesheet outside them has no capacity to compare with).
      sql`select coalesce(sum(e.hours), 0)::float8 as hours from timesheet_entries e
        join timesheet_lines l on l.id = e.line_id join timesheet_weeks w on w.id = l.week_id
        join consultants c on c.id = w.consultant_id and (c.is_active or c.left_on is not null)
          and (c.start_date is null or c.start_date <= w.week_start + 4) and (c.left_on is null or c.left_on > w.week_start)
        where l.billable and w.week_start between ${data.from}::date and ${data.to}::date`,
    );
    expect(data.utilisation.total.billable_hours).toBeCloseTo(billable?.hours ?? -1, 1);
    expect(data.utilisation.total.billable_hours).toBeGreaterThan(0); // the demo firm logs time
    expect(data.utilisation.by_week).toHaveLength(12);
    expect(data.compliance[0]).toMatchObject({ expected: expect.any(Number), submitted: expect.any(Number) });
    expect(data.temperature.mix.map((m: { temperature: string }) => m.temperature)).toEqual(['red', 'yellow', 'green']);
    expect(data.bench.people.every((p: { allocated_hours: number }) => p.allocated_hours < 20)).toBe(true);
  });

  it('never sends money to anyone but an admin: JSON, and the CSV export is the admin’s alone', async () => {
    const own = await kpis(cookies.admin);
    expect(own.utilisation.total.revenue).toEqual(expect.any(Number));
    expect(own.utilisation.by_job_title[0]).toHaveProperty('revenue');
    for (const cookie of [cookies.pm, cookies.employee]) {
      const text = JSON.stringify(await kpis(cookie));
      expect(text).not.toContain('revenue');
      // The export is an admin's (data.export): readers of the KPIs get 403 with the usual error body.
      const csv = await t.request('GET', '/api/command-center/export?chart=utilisation', { cookie });
      expect(csv.status).toBe(403);
      expect(await csv.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    const weeks = await t.request('GET', '/api/command-center/export?chart=utilisation', { cookie: cookies.admin });
    expect(weeks.status).toBe(200);
    expect(weeks.headers.get('content-type')).toContain('text/csv');
    const adminCsv = await t.request('GET', '/api/command-center/export?chart=job_titles', { cookie: cookies.admin });
    expect((await adminCsv.text()).split('\r\n')[0]).toContain('revenue');
  });

  it('filters by job title and engagement type, and refuses bad periods', async () => {
    const [title] = await rowsOf<{ id: string }>(
      t.deps.database.db,
      sql`select job_title_id as id from consultants where job_title_id is not null group by job_title_id
        order by count(*) desc limit 1`,
    );
    const all = await kpis(cookies.pm);
    const one = await kpis(cookies.pm, `?job_title_id=${title?.id}`);
    expect(one.utilisation.by_job_title).toHaveLength(1);
    expect(one.utilisation.by_week[0].headcount).toBeLessThan(all.utilisation.by_week[0].headcount);
    const projects = await kpis(cookies.pm, '?engagement_type=project');
    expect(projects.pipeline.every((row: { type: string }) => row.type === 'project')).toBe(true);
    const bad = [
      `?from=${thisWeek}&to=${addDays(thisWeek, -14)}`,
      `?from=${addDays(thisWeek, -7 * 120)}`,
      '?engagement_type=nope',
      '?from=2026-02-30',
    ];
    for (const query of bad) {
      expect((await t.request('GET', `/api/command-center${query}`, { cookie: cookies.pm })).status).toBe(422);
    }
    const nope = await t.request('GET', '/api/command-center/export?chart=nope', { cookie: cookies.admin });
    expect(nope.status).toBe(422);
  });

  it('computes the margin from the admin’s cost basis, saved with If-Match; never shown to others', async () => {
    expect((await t.request('GET', '/api/command-center/settings', { cookie: cookies.pm })).status).toBe(403);
    const current = await (await t.request('GET', '/api/command-center/settings', { cookie: cookies.admin })).json();
    expect(current.cost_per_hour).toBe(68); // the demo firm's
    const put = (cookie: string, body: object, version: number) =>
      t.request('PUT', '/api/command-center/settings', { cookie, body, headers: { 'If-Match': `"${version}"` } });
    expect((await put(cookies.pm, { cost_per_hour: 80 }, current.version)).status).toBe(403);
    expect((await put(cookies.admin, { cost_per_hour: -1 }, current.version)).status).toBe(422);
    expect((await put(cookies.admin, { cost_per_hour: 80.123 }, current.version)).status).toBe(422);
    expect((await put(cookies.admin, { cost_per_hour: 80 }, current.version)).status).toBe(200);
    expect((await put(cookies.admin, { cost_per_hour: 90 }, current.version)).status).toBe(409);
    const total = (await kpis(cookies.admin)).utilisation.total;
    expect(total.margin).toBeCloseTo(total.revenue - total.worked_hours * 80, 0);
    expect(JSON.stringify(await kpis(cookies.pm))).not.toContain('margin');
  });

  it('refreshes the weekly aggregate on request (admin only)', async () => {
    expect((await t.request('POST', '/api/command-center/refresh', { cookie: cookies.pm })).status).toBe(403);
    expect((await t.request('POST', '/api/command-center/refresh', { cookie: cookies.admin })).status).toBe(204);
    expect((await t.request('GET', '/api/command-center')).status).toBe(401);
  });
});

describe('what a utilisation figure covers', () => {
  it('does not let weeks without timesheets dilute it, and says how many weeks have them', async () => {
    const lastWeek = addDays(thisWeek, -7);
    const past = await kpis(cookies.pm, `?from=${addDays(lastWeek, -7 * 7)}&to=${lastWeek}`);
    const [future] = await rowsOf<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from timesheet_weeks where week_start > ${thisWeek}::date + 21`,
    );
    expect(future?.n).toBe(0); // nobody has filled the weeks a month ahead
    const ahead = await kpis(cookies.pm, `?from=${addDays(lastWeek, -7 * 7)}&to=${addDays(thisWeek, 7 * 8)}`);
    expect(ahead.weeks).toBe(17);
    expect(ahead.weeks_with_timesheets).toBeLessThan(ahead.weeks);
    expect(past.weeks_with_timesheets).toBe(8);
    const emptyWeeks = ahead.utilisation.by_week.filter((row: { week: string }) => row.week > addDays(thisWeek, 21));
    expect(
      emptyWeeks.every(
        (row: { with_timesheets: number; billable_pct: number | null }) =>
          row.with_timesheets === 0 && row.billable_pct === null,
      ),
    ).toBe(true);
    // The capacity of the longer period grows only by the weeks that have timesheets.
    const capacityOf = (data: { utilisation: { by_week: { week: string; capacity_hours: number }[] } }) =>
      data.utilisation.by_week.reduce((sum, row) => sum + row.capacity_hours, 0);
    expect(ahead.utilisation.total.capacity_hours).toBeCloseTo(capacityOf(ahead), -1);
    expect(capacityOf(ahead)).toBeCloseTo(
      capacityOf(past) +
        ahead.utilisation.by_week
          .filter((row: { week: string }) => row.week > lastWeek)
          .reduce((s: number, r: { capacity_hours: number }) => s + r.capacity_hours, 0),
      -1,
    );
  });

  it('lists the people behind each job title, whose weeks and hours add up to its figure', async () => {
    const data = await kpis(cookies.pm);
    expect((await t.request('GET', '/api/command-center/people')).status).toBe(401);
    for (const title of data.utilisation.by_job_title.filter(
      (row: { job_title_id: string | null }) => row.job_title_id,
    )) {
      const answer = await t.request('GET', `/api/command-center/people?job_title_id=${title.job_title_id}`, {
        cookie: cookies.pm,
      });
      expect(answer.status).toBe(200);
      const { people } = await answer.json();
      expect(people.every((p: { job_title: string }) => p.job_title === title.job_title)).toBe(true);
      const sum = (key: string) =>
        people.reduce((total: number, p: Record<string, number>) => total + (p[key] ?? 0), 0);
      expect(sum('weeks_with_timesheets')).toBe(title.person_weeks);
      expect(sum('billable_hours')).toBeCloseTo(title.billable_hours, 0);
      expect(sum('capacity_hours')).toBeCloseTo(title.capacity_hours, -1);
      expect(
        people.every(
          (p: { weeks_with_timesheets: number; weeks_employed: number }) => p.weeks_with_timesheets <= p.weeks_employed,
        ),
      ).toBe(true);
    }
    expect(
      JSON.stringify(await (await t.request('GET', '/api/command-center/people', { cookie: cookies.admin })).json()),
    ).not.toContain('revenue');
  });
});
