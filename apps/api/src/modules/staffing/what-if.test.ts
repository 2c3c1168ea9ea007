import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatDay, fromDate, weekStart } from '@praxis/shared/dates';
import { useDemoApp } from '../../test/demo-app.js';
import { requestBody } from '../../test/staffing-fixtures.js';
import { one } from '../../test/timesheet-fixtures.js';

const { t, cookies } = useDemoApp();
/** Four whole weeks starting two weeks ahead, so every day is still to come in any zone and on any weekday. */
const monday = addDays(weekStart(fromDate(new Date())), 14);
const end = addDays(monday, 25);
let engagementId = '';
let consultantId = '';
const requests: Record<'tight' | 'roomy', string> = { tight: '', roomy: '' };

const whatIf = (requestId: string, query: string, cookie = cookies.admin) =>
  t.request('GET', `/api/resource-requests/${requestId}/what-if?${query}`, cookie ? { cookie } : {});

async function engagement(name: string, budget_hours: number) {
  const clients = await (await t.request('GET', '/api/clients?q=Contoso', { cookie: cookies.admin })).json();
  const created = await t.request('POST', '/api/engagements', {
    cookie: cookies.admin,
    body: {
      name,
      client_id: clients.items[0].id,
      type: 'project',
      status: 'active',
      start_date: monday,
      end_date: end,
      billing_type: 'time_and_materials',
      budget_hours,
      budget_amount: budget_hours * 100,
    },
  });
  expect(created.status, await created.clone().text()).toBe(201);
  return (await created.json()).id as string;
}

async function fileRequest(engagement_id: string) {
  const body = await requestBody(t, { engagement_id, hours_per_week: 40, start_date: monday, end_date: end });
  const filed = await t.request('POST', '/api/resource-requests', { cookie: cookies.admin, body });
  expect(filed.status, await filed.clone().text()).toBe(201);
  return (await filed.json()).id as string;
}

beforeAll(async () => {
  engagementId = await engagement('What-if tight engagement', 100);
  requests.tight = await fileRequest(engagementId);
  requests.roomy = await fileRequest(await engagement('What-if roomy engagement', 1000));
  consultantId = (
    await one<{ id: string }>(
      t,
      sql`insert into consultants (first_name, last_name, email, location, time_zone, hourly_rate)
          values ('What', 'If', 'what.if@demo.local', 'Forecastville', 'UTC', 150) returning id`,
    )
  ).id;
});

describe('GET /api/resource-requests/{id}/what-if', () => {
  it("shows the engagement's forecast and the person's utilisation before and after the booking", async () => {
    const response = await whatIf(requests.tight, `consultant_id=${consultantId}`);
    expect(response.status, await response.clone().text()).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ consultant_name: 'What If', hours_per_week: 40, engagement_id: engagementId });
    // 160 h on a 100-hour budget: used up on the Wednesday of the third week (8 h a day).
    expect(body.engagement).toMatchObject({
      budget_hours: 100,
      before: { estimate_at_completion_hours: 0, over_by_hours: 0, runs_out_on: null },
      after: { estimate_at_completion_hours: 160, over_by_hours: 60, runs_out_on: addDays(monday, 16) },
      added_hours: 160,
      over_budget: true,
      tips_over: true,
      currency: expect.any(String),
    });
    expect(body.engagement.after.estimate_at_completion_amount).toBe(24_000);
    expect(body.engagement.reason).toBe(
      `Booking What If (+160 h), the 100-hour budget runs out in the week of ${formatDay(addDays(monday, 14))} and ends 60 h over.`,
    );
    expect(body.utilisation).toMatchObject({ before_percent: 0, after_percent: 100, over_capacity_weeks: [] });
    expect(body.utilisation.weeks.map((week: { after: number }) => week.after)).toEqual([40, 40, 40, 40]);
  });

  it('books the hours asked for: 10 h a week still fits', async () => {
    const body = await (await whatIf(requests.tight, `consultant_id=${consultantId}&hours_per_week=10`)).json();
    expect(body.engagement).toMatchObject({ added_hours: 40, over_budget: false, tips_over: false, reason: null });
    expect(body.utilisation.after_percent).toBe(25);
  });

  it('is for those who staff: a Project Manager and an employee are refused, a stranger must sign in', async () => {
    expect((await whatIf(requests.tight, `consultant_id=${consultantId}`, cookies.pm)).status).toBe(403);
    expect((await whatIf(requests.tight, `consultant_id=${consultantId}`, cookies.employee)).status).toBe(403);
    expect((await whatIf(requests.tight, `consultant_id=${consultantId}`, '')).status).toBe(401);
  });

  it('answers bad and foreign ids with a 4xx and never a 500', async () => {
    const cases: [string, string, number][] = [
      ['not-a-uuid', `consultant_id=${consultantId}`, 422],
      [requests.tight, 'consultant_id=nope', 422],
      [requests.tight, '', 422],
      [requests.tight, `consultant_id=${consultantId}&hours_per_week=1e9`, 422],
      [requests.tight, `consultant_id=${consultantId}&hours_per_week=abc`, 422],
      // Another record's id where a consultant or request is expected: nothing to show.
      [requests.tight, `consultant_id=${engagementId}`, 404],
      [engagementId, `consultant_id=${consultantId}`, 404],
      [requests.tight, `consultant_id=${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`, 404],
    ];
    for (const [id, query, status] of cases) {
      expect((await whatIf(id, query)).status, `${id}?${query}`).toBe(status);
    }
  });

  it('a request no longer open is a conflict', async () => {
    const closed = await fileRequest(engagementId);
    const current = await (
      await t.request('GET', `/api/resource-requests/${closed}`, { cookie: cookies.admin })
    ).json();
    const cancelled = await t.request('POST', `/api/resource-requests/${closed}/cancel`, {
      cookie: cookies.admin,
      headers: { 'If-Match': `"${current.version}"` },
      body: { reason: 'No longer needed' },
    });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    expect((await whatIf(closed, `consultant_id=${consultantId}`)).status).toBe(409);
  });
});

describe('the staffing queue flags requests that would take their engagement over budget', () => {
  it('with the reason, and only where staffing as asked ends over budget', async () => {
    const queue = await (await t.request('GET', '/api/staffing/queue', { cookie: cookies.admin })).json();
    const byId = new Map(queue.items.map((item: { id: string }) => [item.id, item]));
    expect(byId.get(requests.tight)).toMatchObject({
      budget_risk: {
        tips_over: true,
        budget_hours: 100,
        added_hours: 160,
        over_by_hours: 60,
        reason: expect.stringMatching(/^Staffed as asked \(\+160 h\), the 100-hour budget runs out in the week of/),
      },
    });
    expect(byId.get(requests.roomy)).toMatchObject({ budget_risk: null });
  });
});
