import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, fromDate, weekStart } from '@praxis/shared/dates';
import { useDemoApp } from '../../test/demo-app.js';
import { insertWeek, one } from '../../test/timesheet-fixtures.js';
import { listHealth } from '../status-updates/health.service.js';
import { liveForecasts, overBudgetOf } from './forecast.service.js';

const { t, cookies } = useDemoApp();
const thisWeek = weekStart(fromDate(new Date()));
/** The first week of the schedule: two weeks ahead, so every scheduled day is still to come in any zone. */
const monday = addDays(thisWeek, 14);
const start = addDays(thisWeek, -14);
let engagementId = '';

const forecastOf = async (cookie: string | undefined, id = engagementId) =>
  t.request('GET', `/api/engagements/${id}/forecast`, cookie ? { cookie } : {});

async function consultant(email: string, rate: number) {
  return (
    await one<{ id: string }>(
      t,
      sql`insert into consultants (first_name, last_name, email, location, time_zone, hourly_rate)
          values ('Fore', 'Cast', ${email}, 'Forecastville', 'UTC', ${rate}) returning id`,
    )
  ).id;
}

const allDay = (from: string, days: number) => sql`${`${from}T00:00:00Z`}::timestamptz,
  ${`${addDays(from, days)}T00:00:00Z`}::timestamptz`;

beforeAll(async () => {
  const clients = await (await t.request('GET', '/api/clients?q=Contoso', { cookie: cookies.admin })).json();
  const created = await t.request('POST', '/api/engagements', {
    cookie: cookies.admin,
    body: {
      name: 'Forecast test engagement',
      client_id: clients.items[0].id,
      type: 'project',
      status: 'active',
      start_date: start,
      end_date: addDays(monday, 27),
      billing_type: 'time_and_materials',
      budget_hours: 150,
      budget_amount: 20_000,
    },
  });
  expect(created.status, await created.clone().text()).toBe(201);
  engagementId = (await created.json()).id;
  const worker = await consultant('forecast.worker@demo.local', 150);
  const proposed = await consultant('forecast.proposed@demo.local', 100);
  const db = t.deps.database.db;
  await insertWeek(t, {
    consultantId: worker,
    weekStart: start,
    status: 'approved',
    lines: [{ engagementId, hours: 20 }],
  });
  // Submitted but not approved: not an actual yet.
  await insertWeek(t, {
    consultantId: worker,
    weekStart: addDays(start, 7),
    status: 'submitted',
    lines: [{ engagementId, hours: 10 }],
  });
  await db.execute(sql`insert into engagement_consultants (engagement_id, consultant_id, start_date, end_date, hours_allocated)
    values (${engagementId}, ${worker}, ${monday}::date, ${addDays(monday, 27)}::date, 160)`);
  await db.execute(sql`insert into calendar_events (kind, title, starts_at, ends_at, all_day, location)
    values ('holiday', 'Forecast Day', ${allDay(addDays(monday, 1), 1)}, true, 'Forecastville')`);
  await db.execute(sql`insert into calendar_events (kind, title, starts_at, ends_at, all_day, consultant_id, status)
    values ('time_off', 'Away', ${allDay(addDays(monday, 7), 2)}, true, ${worker}, 'approved')`);
  const request = await one<{ id: string }>(
    t,
    sql`insert into resource_requests (engagement_id, hours_per_week, start_date, end_date, status)
        values (${engagementId}, 10, ${monday}::date, ${addDays(monday, 27)}::date, 'Submitted') returning id`,
  );
  await db.execute(sql`insert into staffing_proposals (request_id, consultant_id, hours_per_week)
    values (${request.id}, ${proposed}, 10)`);
});

describe('GET /api/engagements/{id}/forecast', () => {
  it('adds approved hours and the schedule (less holidays and time off), with proposals apart', async () => {
    const answer = await forecastOf(cookies.pm);
    expect(answer.status).toBe(200);
    const forecast = await answer.json();
    expect(forecast).toMatchObject({
      engagement_id: engagementId,
      budget_hours: 150,
      actual_hours: 20,
      // 4 weeks × 40 h, less the holiday at their office (8 h) and two days off (16 h); the holiday is the
      // proposed person's too (2 h of their 10 h week).
      scheduled_hours: 136,
      tentative_hours: 38,
      estimate_at_completion_hours: 156,
      runs_out_on: addDays(monday, 25),
      over_by_hours: 6,
      with_tentative: { estimate_at_completion_hours: 194, over_by_hours: 44 },
      money: null,
    });
    expect(forecast.weeks[0]).toEqual({ week: start, actual: 20, scheduled: 0, tentative: 0 });
    expect(forecast.weeks.slice(-4).map((week: { scheduled: number }) => week.scheduled)).toEqual([32, 24, 40, 40]);
    expect(forecast.explanation).toContain('the 150-hour budget runs out in the week of');
    expect(forecast.explanation).toContain('6 h over.');
  });

  it('shows money only to those who may see money', async () => {
    const admin = await (await forecastOf(cookies.admin)).json();
    expect(admin.money).toMatchObject({
      basis: 'revenue',
      currency: 'USD',
      budget_amount: 20_000,
      actual_amount: 3_000,
      scheduled_amount: 20_400,
      tentative_amount: 3_800,
      estimate_at_completion_amount: 23_400,
      over_by_amount: 3_400,
    });
    const employee = await forecastOf(cookies.employee);
    expect(employee.status).toBe(200);
    expect((await employee.json()).money).toBeNull();
  });

  it('answers 401 signed out, 404 for an unknown engagement and 422 for a bad id', async () => {
    expect((await forecastOf(undefined)).status).toBe(401);
    expect((await forecastOf(cookies.pm, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const bad = await forecastOf(cookies.pm, 'not-an-id');
    expect(bad.status).toBe(422);
    expect((await bad.json()).message).toBeTruthy();
  });
});

describe('the Monday meeting', () => {
  it('lists the engagement among those that will go over budget, with the sentence', async () => {
    const agenda = await (await t.request('GET', '/api/monday-meeting', { cookie: cookies.pm })).json();
    const row = agenda.over_budget.find((item: { engagement_id: string }) => item.engagement_id === engagementId);
    expect(row).toMatchObject({
      engagement_name: 'Forecast test engagement',
      budget_hours: 150,
      over_by_hours: 6,
      runs_out_on: addDays(monday, 25),
      only_with_proposals: false,
    });
    expect(row.explanation).toContain('6 h over.');
  });

  it('rates each engagement from the forecasts the agenda computed once, forecasting only the ones missing', async () => {
    const db = t.deps.database.db;
    const today = fromDate(new Date());
    const rowOf = async (forecasts?: Map<string, { over_by_hours: number | null }>) =>
      (await listHealth(db, { consultantId: null, today, ...(forecasts && { forecasts }) })).find(
        (row) => row.engagement_id === engagementId,
      );
    const forecastReason = (row: Awaited<ReturnType<typeof rowOf>>) =>
      row?.reasons.find((reason) => reason.factor === 'forecast')?.text;
    const own = await rowOf();
    expect(forecastReason(own)).toBe('forecast 6 h (4 %) over budget at completion');
    const shared = await rowOf(new Map([[engagementId, { over_by_hours: 90 }]]));
    expect(forecastReason(shared)).toBe('forecast 90 h (60 %) over budget at completion');
    // Forecasts given for other engagements only: this one is forecast here, as without any.
    expect(await rowOf(new Map([['00000000-0000-4000-8000-000000000000', { over_by_hours: 90 }]]))).toEqual(own);
    const live = await liveForecasts(db);
    expect(live.get(engagementId)).toMatchObject({ over_by_hours: 6 });
    expect(overBudgetOf(live).find((item) => item.engagement_id === engagementId)).toMatchObject({
      over_by_hours: 6,
      only_with_proposals: false,
    });
  });
});

describe('the engagement lists', () => {
  const list = (query: string) =>
    t.request('GET', `/api/engagements?type=project&q=Forecast%20test&page_size=50${query}`, { cookie: cookies.pm });

  it('show each engagement of the page with its forecast over budget', async () => {
    const answer = await list('');
    expect(answer.status).toBe(200);
    const row = (await answer.json()).items.find((item: { id: string }) => item.id === engagementId);
    expect(row).toMatchObject({ forecast_over_by_hours: 6, forecast_runs_out_on: addDays(monday, 25) });
  });

  it('filter the engagements that will go over budget, and refuse an unknown forecast filter', async () => {
    const over = await (
      await t.request('GET', '/api/engagements?forecast=over_budget&page_size=100', { cookie: cookies.pm })
    ).json();
    expect(over.items.map((item: { id: string }) => item.id)).toContain(engagementId);
    expect(over.items.every((item: { forecast_over_by_hours: number }) => item.forecast_over_by_hours > 0)).toBe(true);
    const bad = await list('&forecast=under_budget');
    expect(bad.status).toBe(422);
    expect(JSON.stringify(await bad.json())).toContain('forecast must be over_budget.');
  });
});

describe('the computed temperature', () => {
  const healthOf = async () => {
    const all = await (await t.request('GET', '/api/engagement-health', { cookie: cookies.admin })).json();
    return all.find((item: { engagement_id: string }) => item.engagement_id === engagementId);
  };

  it('counts the forecast over budget against the admin thresholds (If-Match as the others)', async () => {
    // 6 h over a 150 h budget is 4 %: past the default Watch limit (0 %), under Critical (10 %).
    expect((await healthOf()).reasons).toContainEqual({
      factor: 'forecast',
      level: 1,
      text: 'forecast 6 h (4 %) over budget at completion',
    });
    const initial = await (
      await t.request('GET', '/api/settings/temperature-thresholds', { cookie: cookies.admin })
    ).json();
    const put = (body: object, version: number) =>
      t.request('PUT', '/api/settings/temperature-thresholds', {
        cookie: cookies.admin,
        body,
        headers: { 'If-Match': String(version) },
      });
    const inverted = await put(
      { ...initial.thresholds, forecast_watch_percent: 20, forecast_critical_percent: 5 },
      initial.version,
    );
    expect(inverted.status).toBe(422);
    const saved = await put(
      { ...initial.thresholds, forecast_watch_percent: 5, forecast_critical_percent: 20 },
      initial.version,
    );
    expect(saved.status).toBe(200);
    expect((await healthOf()).reasons.some((reason: { factor: string }) => reason.factor === 'forecast')).toBe(false);
    const stale = await put({ ...initial.thresholds }, initial.version);
    expect(stale.status).toBe(409);
    const restored = await put(initial.thresholds, (await saved.json()).version);
    expect(restored.status).toBe(200);
  });
});
