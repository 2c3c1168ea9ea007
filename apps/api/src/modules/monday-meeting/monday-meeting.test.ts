import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, fromDate, weekStart } from '@praxis/shared/dates';
import { isMoneyField } from '../../lib/money-fields.js';
import { useDemoApp } from '../../test/demo-app.js';

const { t, cookies } = useDemoApp();
let engagementId = '';

const today = fromDate(new Date());
const week = weekStart(today);
const agendaOf = async (cookie: string, of = week) =>
  (await t.request('GET', `/api/monday-meeting?week=${of}`, { cookie })).json();
const me = async (cookie: string) => (await t.request('GET', '/api/me', { cookie })).json();

beforeAll(async () => {
  const clients = await (await t.request('GET', '/api/clients?q=Contoso', { cookie: cookies.admin })).json();
  const created = await t.request('POST', '/api/engagements', {
    cookie: cookies.admin,
    body: { name: 'Meeting test engagement', client_id: clients.items[0].id, type: 'project', status: 'active' },
  });
  engagementId = (await created.json()).id;
});

describe('the Monday meeting agenda', () => {
  it('is read by every role; writing stays with admins and Project Managers (employee 403, signed out 401)', async () => {
    expect((await t.request('GET', '/api/monday-meeting')).status).toBe(401);
    for (const cookie of [cookies.employee, cookies.pm, cookies.admin]) {
      const answer = await t.request('GET', '/api/monday-meeting', { cookie });
      expect(answer.status).toBe(200);
      expect((await answer.json()).week).toBe(week);
    }
    const note = { week, item_key: 'section:engagements', body: 'x' };
    expect((await t.request('PUT', '/api/monday-meeting/notes', { cookie: cookies.employee, body: note })).status).toBe(
      403,
    );
    expect((await t.request('GET', '/api/monday-meeting?week=2026-13-40', { cookie: cookies.pm })).status).toBe(422);
  });

  it('carries no money for those without the finance permission', async () => {
    const budget = await t.request('PATCH', `/api/engagements/${engagementId}`, {
      cookie: cookies.admin,
      body: { budget_amount: 987_654, budget_hours: 10 },
    });
    expect(budget.status, await budget.clone().text()).toBe(200);
    // Hour budgets are not money: `over_budget` lists engagements over their budget in hours.
    const hoursNotMoney = (key: string) => key === 'over_budget' || key.endsWith('_hours');
    const moneyKeys = (value: unknown, path = ''): string[] => {
      if (Array.isArray(value)) return value.flatMap((inner, index) => moneyKeys(inner, `${path}[${index}]`));
      if (value === null || typeof value !== 'object') return [];
      return Object.entries(value).flatMap(([key, inner]) => [
        ...(isMoneyField(key) && !hoursNotMoney(key) ? [`${path}.${key}`] : []),
        ...moneyKeys(inner, `${path}.${key}`),
      ]);
    };
    for (const cookie of [cookies.employee, cookies.pm]) {
      const agenda = await agendaOf(cookie);
      expect(agenda.engagements.length).toBeGreaterThan(0);
      expect(moneyKeys(agenda)).toEqual([]);
      const text = JSON.stringify(agenda);
      expect(text).not.toMatch(/987[,.\u202f\u00a0 ]?654/);
      expect(text).not.toMatch(/[$€£]\s?\d/);
    }
  });

  it('is built from the data: changes, updates sent, overdue risks (scoped), requests waiting, roll-offs', async () => {
    const employeeConsultant = (await me(cookies.employee)).consultant.id;
    const team = await t.request('POST', `/api/engagements/${engagementId}/team`, {
      cookie: cookies.admin,
      body: {
        consultant_id: employeeConsultant,
        start_date: addDays(week, -60),
        end_date: addDays(week, 3),
        hours_allocated: 200,
      },
    });
    expect(team.status, await team.clone().text()).toBe(201);
    const changed = await t.request('PATCH', `/api/engagements/${engagementId}`, {
      cookie: cookies.admin,
      body: { project_temperature: 'red' },
    });
    expect(changed.status).toBe(200);
    const risk = { kind: 'risk', title: 'Data migration sign-off', owner_id: null, resolved: false };
    const draft = await (
      await t.request('POST', '/api/status-updates', {
        cookie: cookies.admin,
        body: {
          engagement_id: engagementId,
          overall_status: 'red',
          risks: [{ ...risk, due_date: addDays(today, -3) }],
        },
      })
    ).json();
    expect((await t.request('POST', `/api/status-updates/${draft.id}/send`, { cookie: cookies.admin })).status).toBe(
      200,
    );
    const request = await t.request('POST', '/api/resource-requests', {
      cookie: cookies.admin,
      body: {
        engagement_id: engagementId,
        hours_per_week: 20,
        start_date: week,
        end_date: addDays(week, 60),
        submit: true,
      },
    });
    expect(request.status).toBe(201);
    const requestId = (await request.json()).id;

    const agenda = await agendaOf(cookies.pm);
    const row = agenda.engagements.find((e: { engagement_id: string }) => e.engagement_id === engagementId);
    expect(row.manual_temperature).toBe('red');
    expect(row.changes).toContainEqual(expect.objectContaining({ field: 'project_temperature', to: 'red' }));
    expect(agenda.engagements[0].manual_temperature).toBe('red'); // critical first
    expect(agenda.updates_sent.map((u: { id: string }) => u.id)).toContain(draft.id);
    expect(agenda.updates_missing.map((u: { engagement_id: string }) => u.engagement_id)).not.toContain(engagementId);
    // What an update says stays with the people on the engagement: the PM is not on it, the admin sees all.
    expect(agenda.overdue_risks.map((r: { engagement_id: string }) => r.engagement_id)).not.toContain(engagementId);
    expect((await agendaOf(cookies.admin)).overdue_risks).toContainEqual(
      expect.objectContaining({ engagement_id: engagementId, title: 'Data migration sign-off', days_overdue: 3 }),
    );
    expect(agenda.requests_waiting).toContainEqual(expect.objectContaining({ id: requestId, age_days: 0 }));
    expect(agenda.roll_offs).toContainEqual(
      expect.objectContaining({
        consultant_id: employeeConsultant,
        engagement_id: engagementId,
        date: addDays(week, 3),
      }),
    );
    expect(agenda.missing_timesheets.week).toBe(addDays(week, -7));
  });
});

describe('notes and decisions', () => {
  const note = (body: string) => ({ week, item_key: `engagement:${engagementId}`, body });

  it('creates a note once, then replaces it only with the version read (409 otherwise)', async () => {
    const first = await t.request('PUT', '/api/monday-meeting/notes', {
      cookie: cookies.pm,
      body: note('Ask for UAT dates'),
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ version: 1, body: 'Ask for UAT dates' });
    const blind = await t.request('PUT', '/api/monday-meeting/notes', {
      cookie: cookies.admin,
      body: note('Overwrite'),
    });
    expect(blind.status).toBe(409);
    const next = await t.request('PUT', '/api/monday-meeting/notes', {
      cookie: cookies.admin,
      headers: { 'If-Match': '"1"' },
      body: note('UAT moved to January'),
    });
    expect(next.status).toBe(200);
    const stale = await t.request('PUT', '/api/monday-meeting/notes', {
      cookie: cookies.pm,
      headers: { 'If-Match': '"1"' },
      body: note('Lost update'),
    });
    expect(stale.status).toBe(409);
    const bad = await t.request('PUT', '/api/monday-meeting/notes', {
      cookie: cookies.pm,
      body: { ...note('x'), item_key: 'engagement:../../etc' },
    });
    expect(bad.status).toBe(422);
    const notes = (await agendaOf(cookies.pm)).notes;
    expect(notes).toContainEqual(expect.objectContaining({ body: 'UAT moved to January', version: 2 }));
  });

  it('captures a decision as a work item in one step, linked back, and shows it next week', async () => {
    const body = {
      week,
      item_key: `engagement:${engagementId}`,
      item_label: 'Meeting test engagement',
      kind: 'work_item',
      work_item: { name: 'Escalate UAT dates to the client', problem_statement: 'Decided in the Monday meeting.' },
    };
    expect((await t.request('POST', '/api/monday-meeting/decisions', { cookie: cookies.employee, body })).status).toBe(
      403,
    );
    const created = await t.request('POST', '/api/monday-meeting/decisions', { cookie: cookies.pm, body });
    expect(created.status).toBe(201);
    const decision = await created.json();
    expect(decision).toMatchObject({ kind: 'work_item', target_status: 'Requested', title: body.work_item.name });
    const item = await t.request('GET', `/api/work-items/${decision.target_id}`, { cookie: cookies.pm });
    expect(item.status).toBe(200);
    expect((await agendaOf(cookies.pm)).decisions.map((d: { id: string }) => d.id)).toContain(decision.id);
    const nextWeek = await agendaOf(cookies.pm, addDays(week, 7));
    expect(nextWeek.last_week_decisions.map((d: { id: string }) => d.id)).toContain(decision.id);
  });

  it('records nothing when the work item is refused (one transaction)', async () => {
    const before = (await agendaOf(cookies.admin)).decisions.length;
    const refused = await t.request('POST', '/api/monday-meeting/decisions', {
      cookie: cookies.admin,
      body: {
        week,
        item_key: 'section:staffing',
        item_label: 'Staffing',
        kind: 'work_item',
        work_item: {
          name: 'Unknown engagement',
          problem_statement: 'x',
          kind: 'engagement',
          engagement_id: '00000000-0000-4000-8000-000000000000',
        },
      },
    });
    expect(refused.status).toBe(422);
    expect((await agendaOf(cookies.admin)).decisions.length).toBe(before);
  });
});

describe('temperature thresholds (admin settings)', () => {
  it('start at the defaults, are saved by admins only with validation and If-Match', async () => {
    const initial = await (
      await t.request('GET', '/api/settings/temperature-thresholds', { cookie: cookies.pm })
    ).json();
    expect(initial.version).toBe(0);
    const limits = { ...initial.thresholds, stale_watch_days: 300, stale_critical_days: 365 };
    const put = (cookie: string, body: object, version?: string) =>
      t.request('PUT', '/api/settings/temperature-thresholds', {
        cookie,
        body,
        ...(version ? { headers: { 'If-Match': version } } : {}),
      });
    expect((await put(cookies.pm, limits)).status).toBe(403);
    const inverted = await put(cookies.admin, { ...limits, gaps_watch: 5, gaps_critical: 2 });
    expect(inverted.status).toBe(422);
    expect(JSON.stringify(await inverted.json())).toContain('Must be higher than the Watch limit.');
    expect((await put(cookies.admin, limits, '"0"')).status).toBe(200);
    expect((await put(cookies.admin, limits, '"0"')).status).toBe(409);
    const health = await (await t.request('GET', '/api/engagement-health', { cookie: cookies.admin })).json();
    type Row = { days_since_update: number | null; reasons: { factor: string }[] };
    const staleByDays = (row: Row) =>
      row.days_since_update !== null && row.reasons.some((r) => r.factor === 'staleness');
    // The demo firm has updates 8+ days old (stale under the defaults); under 300 days none is stale now.
    expect(health.some((row: Row) => row.days_since_update !== null && row.days_since_update >= 8)).toBe(true);
    expect(health.filter(staleByDays)).toEqual([]);
  });
});
