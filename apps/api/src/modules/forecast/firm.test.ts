import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, fromDate, weekStart } from '@praxis/shared/dates';
import { useDemoApp } from '../../test/demo-app.js';
import { one } from '../../test/timesheet-fixtures.js';

const { t, cookies } = useDemoApp();
/** The forecast's first week: next Monday, in the viewer's zone (both viewers are set to UTC below). */
const first = addDays(weekStart(fromDate(new Date())), 7);
let personId = '';
let engagementId = '';

const get = (path: string, cookie?: string) => t.request('GET', path, cookie ? { cookie } : {});

beforeAll(async () => {
  // The forecast counts from the viewer's today; the demo accounts live in other zones, where just after midnight
  // UTC it can still be the day before (and so another week).
  await t.deps.database.db.execute(
    sql`update consultants set time_zone = 'UTC' where email in ('admin@demo.local', 'pm@demo.local')`,
  );
  personId = (
    await one<{ id: string }>(
      t,
      sql`insert into consultants (first_name, last_name, email, location, time_zone, hourly_rate)
          values ('Rolling', 'Off', 'rolling.off@demo.local', 'Nowhere', 'UTC', 120) returning id`,
    )
  ).id;
  const clients = await (await get('/api/clients?q=Contoso', cookies.admin)).json();
  const created = await t.request('POST', '/api/engagements', {
    cookie: cookies.admin,
    body: {
      name: 'Firm forecast engagement',
      client_id: clients.items[0].id,
      type: 'project',
      status: 'active',
      start_date: first,
      end_date: addDays(first, 60),
      billing_type: 'time_and_materials',
      budget_hours: 500,
      currency: 'CHF',
    },
  });
  expect(created.status, await created.clone().text()).toBe(201);
  engagementId = (await created.json()).id;
  // Two whole weeks at 40 h, then nothing: on the bench from the third week, rolling off in the second.
  await t.deps.database.db.execute(sql`insert into engagement_consultants
      (engagement_id, consultant_id, start_date, end_date, hours_allocated)
    values (${engagementId}, ${personId}, ${first}::date, ${addDays(first, 13)}::date, 80)`);
});

describe('GET /api/command-center/forecast', () => {
  it('gives 12 weeks of utilisation from next Monday, the bench ahead and roll-offs, without money for a PM', async () => {
    const answer = await get('/api/command-center/forecast', cookies.pm);
    expect(answer.status).toBe(200);
    const forecast = await answer.json();
    expect(forecast.weeks).toHaveLength(12);
    expect(forecast.weeks[0].week).toBe(first);
    expect(forecast.weeks[0].capacity_hours).toBeGreaterThan(0);
    expect(forecast.weeks[0].utilisation_with_tentative_percent).toBeGreaterThanOrEqual(
      forecast.weeks[0].utilisation_percent,
    );
    const benchOf = (week: number) =>
      forecast.bench[week].people.map((person: { consultant_id: string }) => person.consultant_id);
    expect(benchOf(0)).not.toContain(personId);
    expect(benchOf(2)).toContain(personId);
    expect(forecast.roll_offs).toContainEqual({
      consultant_id: personId,
      name: 'Rolling Off',
      engagement_id: engagementId,
      engagement_name: 'Firm forecast engagement',
      engagement_type: 'project',
      ends_on: addDays(first, 13),
      week: addDays(first, 7),
    });
    expect(forecast.revenue).toBeNull();
    expect(JSON.stringify(forecast)).not.toContain('revenue":[');
  });

  it('gives admins the revenue ahead per currency, never summed across currencies', async () => {
    const forecast = await (await get('/api/command-center/forecast', cookies.admin)).json();
    const currencies = forecast.revenue.map((row: { currency: string }) => row.currency);
    expect(new Set(currencies).size).toBe(currencies.length);
    const chf = forecast.revenue.find((row: { currency: string }) => row.currency === 'CHF');
    // Only this engagement bills in CHF: 40 h × 120 a week, two weeks (less any holiday everywhere).
    expect(chf.weeks.slice(2).every((amount: number) => amount === 0)).toBe(true);
    expect(chf.total).toBeGreaterThan(0);
    expect(chf.total).toBeLessThanOrEqual(9_600);
  });

  it('answers 401 signed out', async () => {
    expect((await get('/api/command-center/forecast')).status).toBe(401);
  });
});

describe('GET /api/command-center/forecast/weeks/{week}', () => {
  it('drills down to the people and engagements behind a week (money only for admins)', async () => {
    const week = await (await get(`/api/command-center/forecast/weeks/${first}`, cookies.pm)).json();
    const person = week.people.find((row: { consultant_id: string }) => row.consultant_id === personId);
    expect(person).toMatchObject({ name: 'Rolling Off', on_bench: false });
    const engagement = week.engagements.find((row: { engagement_id: string }) => row.engagement_id === engagementId);
    expect(engagement).toMatchObject({
      currency: 'CHF',
      revenue: null,
      people: [{ id: personId, name: 'Rolling Off' }],
    });
    const admin = await (await get(`/api/command-center/forecast/weeks/${first}`, cookies.admin)).json();
    const paid = admin.engagements.find((row: { engagement_id: string }) => row.engagement_id === engagementId);
    expect(paid.revenue).toBeGreaterThan(0);
  });

  it('refuses a date outside the forecast or not a Monday, and a malformed one, with 422', async () => {
    for (const week of ['2020-01-06', addDays(first, 1), 'not-a-date', '2026-02-30']) {
      const answer = await get(`/api/command-center/forecast/weeks/${week}`, cookies.pm);
      expect(answer.status, week).toBe(422);
      expect((await answer.json()).message).toBeTruthy();
    }
  });
});

describe('GET /api/command-center/forecast/export', () => {
  it('exports each view as CSV for data.export holders, and 403 without it', async () => {
    expect((await get('/api/command-center/forecast/export?view=weeks', cookies.pm)).status).toBe(403);
    const weeks = await get('/api/command-center/forecast/export?view=weeks', cookies.admin);
    expect(weeks.status).toBe(200);
    expect(weeks.headers.get('content-type')).toContain('text/csv');
    const lines = (await weeks.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Week,Capacity (h),Scheduled (h),Tentative (h),Utilisation (%),With tentative (%),On the bench,Roll-offs',
    );
    expect(lines).toHaveLength(13);
    const rollOffs = await (await get('/api/command-center/forecast/export?view=roll_offs', cookies.admin)).text();
    expect(rollOffs).toContain(`Rolling Off,Firm forecast engagement,${addDays(first, 13)}`);
    const revenue = await (await get('/api/command-center/forecast/export?view=revenue', cookies.admin)).text();
    expect(revenue.split('\r\n')[0]).toBe('Week,Currency,Revenue');
    expect(revenue).toContain(`${first},CHF,`);
    expect((await get('/api/command-center/forecast/export?view=people', cookies.admin)).status).toBe(422);
  });
});
