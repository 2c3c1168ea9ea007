import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn, weekStart } from '@praxis/shared/dates';
import { useDemoApp } from '../../test/demo-app.js';

const { t, cookies } = useDemoApp();
let engagementId = '';
let pmConsultant = '';
let employeeConsultant = '';

const me = async (cookie: string) => (await t.request('GET', '/api/me', { cookie })).json();
const unread = async (cookie: string) =>
  (await (await t.request('GET', '/api/notifications/unread-count', { cookie })).json()).unread as number;
const addToTeam = (consultantId: string) =>
  t.request('POST', `/api/engagements/${engagementId}/team`, {
    cookie: cookies.admin,
    body: { consultant_id: consultantId, start_date: '2026-01-05', end_date: '2027-12-31', hours_allocated: 100 },
  });

beforeAll(async () => {
  [pmConsultant, employeeConsultant] = (await Promise.all([me(cookies.pm), me(cookies.employee)])).map(
    (m) => m.consultant.id,
  );
  const clients = await (await t.request('GET', '/api/clients?q=Contoso', { cookie: cookies.admin })).json();
  const created = await t.request('POST', '/api/engagements', {
    cookie: cookies.admin,
    body: { name: 'Status test engagement', client_id: clients.items[0].id, type: 'project', status: 'active' },
  });
  engagementId = (await created.json()).id;
  expect((await addToTeam(pmConsultant)).status).toBe(201);
});

const draftBody = (extra: object = {}) => ({
  engagement_id: engagementId,
  overall_status: 'yellow',
  summary: 'Design signed off; build starts.',
  risks: [{ kind: 'risk', title: 'Client SME on leave', owner_id: null, due_date: '2026-12-04', resolved: false }],
  ...extra,
});

describe('status updates', () => {
  it('only someone on the engagement (or admin) may write or read its updates: another is 404', async () => {
    expect(
      (await t.request('POST', '/api/status-updates', { cookie: cookies.employee, body: draftBody() })).status,
    ).toBe(404);
    expect(
      (await t.request('GET', `/api/engagements/${engagementId}/status-updates/prefill`, { cookie: cookies.employee }))
        .status,
    ).toBe(404);
    // An earlier week's draft: this week's update is the next test's.
    const earlier = addDays(weekStart(todayIn('UTC')), -21);
    const draft = await (
      await t.request('POST', '/api/status-updates', { cookie: cookies.pm, body: draftBody({ week_start: earlier }) })
    ).json();
    expect(draft).toMatchObject({ state: 'draft', sent_at: null, engagement_name: 'Status test engagement' });
    expect((await t.request('GET', `/api/status-updates/${draft.id}`, { cookie: cookies.employee })).status).toBe(404);
    const list = await (
      await t.request('GET', '/api/status-updates?pageSize=100', { cookie: cookies.employee })
    ).json();
    expect(list.items.map((u: { id: string }) => u.id)).not.toContain(draft.id);
    expect((await t.request('GET', `/api/status-updates/${draft.id}`, { cookie: cookies.admin })).status).toBe(200);
  });

  it('refuses recipients and owners who are not on the team or among the client contacts (422)', async () => {
    const outsider = await t.request('POST', '/api/status-updates', {
      cookie: cookies.pm,
      body: draftBody({ recipient_consultant_ids: [employeeConsultant] }),
    });
    expect(outsider.status).toBe(422);
    const bad = await t.request('POST', '/api/status-updates', {
      cookie: cookies.pm,
      body: { ...draftBody(), week: 1 },
    });
    expect(bad.status).toBe(422);
  });

  it('edits drafts with If-Match, sends once, notifies internal recipients, then refuses a second send or a delete (409)', async () => {
    expect((await addToTeam(employeeConsultant)).status).toBe(201);
    const created = await t.request('POST', '/api/status-updates', {
      cookie: cookies.pm,
      body: draftBody({ recipient_consultant_ids: [employeeConsultant, pmConsultant] }),
    });
    const draft = await created.json();
    const edited = await t.request('PATCH', `/api/status-updates/${draft.id}`, {
      cookie: cookies.pm,
      headers: { 'If-Match': '"1"' },
      body: { accomplishments: '- Design signed off' },
    });
    expect(edited.status).toBe(200);
    const stale = await t.request('PATCH', `/api/status-updates/${draft.id}`, {
      cookie: cookies.pm,
      headers: { 'If-Match': '"1"' },
      body: { summary: 'late' },
    });
    expect(stale.status).toBe(409);

    const before = await unread(cookies.employee);
    const sent = await t.request('POST', `/api/status-updates/${draft.id}/send`, {
      cookie: cookies.pm,
      headers: { 'If-Match': '"2"' },
    });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ state: 'sent', accomplishments: '- Design signed off' });
    expect(await unread(cookies.employee)).toBe(before + 1);
    const notices = await (
      await t.request('GET', '/api/notifications?page=1&pageSize=1', { cookie: cookies.employee })
    ).json();
    expect(notices.items[0]).toMatchObject({
      title: 'Status update: Status test engagement',
      link: `/status-updates/${draft.id}`,
    });
    const again = await t.request('POST', `/api/status-updates/${draft.id}/send`, { cookie: cookies.pm });
    expect(again.status).toBe(409);
    expect((await t.request('DELETE', `/api/status-updates/${draft.id}`, { cookie: cookies.pm })).status).toBe(409);

    const history = await t.request('GET', `/api/status-updates?engagement_id=${engagementId}&state=sent`, {
      cookie: cookies.employee,
    });
    expect((await history.json()).items.map((u: { id: string }) => u.id)).toEqual([draft.id]);
  });

  it('keeps one update per engagement and week: a second is refused, the sent one is edited, its status is the temperature', async () => {
    const sent = await (
      await t.request('GET', `/api/status-updates?engagement_id=${engagementId}&state=sent`, {
        cookie: cookies.pm,
      })
    ).json();
    const update = sent.items[0];
    const engagement = async () =>
      (await t.request('GET', `/api/engagements/${engagementId}`, { cookie: cookies.admin })).json();
    expect((await engagement()).project_temperature).toBe('yellow');

    const before = await unread(cookies.employee);
    const [second, third] = await Promise.all(
      [1, 2].map(() => t.request('POST', '/api/status-updates', { cookie: cookies.pm, body: draftBody() })),
    );
    expect([second!.status, third!.status]).toEqual([409, 409]);
    expect((await second!.json()).details).toMatchObject({ id: update.id, state: 'sent' });

    const edited = await t.request('PATCH', `/api/status-updates/${update.id}`, {
      cookie: cookies.pm,
      headers: { 'If-Match': `"${update.version}"` },
      body: { overall_status: 'red', summary: 'The client moved the go-live.' },
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ state: 'sent', overall_status: 'red', version: update.version + 1 });
    expect((await engagement()).project_temperature).toBe('red');
    expect(await unread(cookies.employee)).toBe(before);

    const prefill = await (
      await t.request('GET', `/api/engagements/${engagementId}/status-updates/prefill`, { cookie: cookies.pm })
    ).json();
    expect(prefill.existing).toMatchObject({
      id: update.id,
      overall_status: 'red',
      summary: 'The client moved the go-live.',
    });
    const list = await (
      await t.request('GET', `/api/status-updates?engagement_id=${engagementId}&state=sent`, { cookie: cookies.pm })
    ).json();
    expect(list.total).toBe(1);
  });

  it('prefills from the data: last sent open risks, the computed temperature with reasons, team and contacts', async () => {
    const answer = await t.request('GET', `/api/engagements/${engagementId}/status-updates/prefill`, {
      cookie: cookies.pm,
    });
    expect(answer.status).toBe(200);
    const body = await answer.json();
    expect(body.risks).toEqual([expect.objectContaining({ title: 'Client SME on leave', resolved: false })]);
    expect(body.team.map((m: { id: string }) => m.id).sort()).toEqual([pmConsultant, employeeConsultant].sort());
    expect(body.health).toMatchObject({ engagement_id: engagementId, overdue: false, days_since_update: 0 });
    expect(body.summary).toContain('hours burnt');
  });

  it('lists active engagements with overdue updates for the people on them', async () => {
    const answer = await (await t.request('GET', '/api/engagement-health?overdue=true', { cookie: cookies.pm })).json();
    const ids = answer.map((row: { engagement_id: string }) => row.engagement_id);
    expect(ids).not.toContain(engagementId);
    for (const row of answer) expect(row.overdue).toBe(true);
    const bad = await t.request('GET', '/api/engagement-health?overdue=maybe', { cookie: cookies.pm });
    expect(bad.status).toBe(422);
  });

  it('exports the visible list as CSV to admins; a Project Manager gets 403', async () => {
    const path = `/api/status-updates?format=csv&engagement_id=${engagementId}`;
    expect((await t.request('GET', path, { cookie: cookies.pm })).status).toBe(403);
    const csv = await t.request('GET', path, { cookie: cookies.admin });
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text.split('\n')[0]).toContain('Week');
    expect(text).toContain('Status test engagement');
  });
});

describe('the demo firm', () => {
  it('has current and overdue updates over the last weeks, and engagements whose two temperatures disagree', async () => {
    const rows = await (await t.request('GET', '/api/engagement-health', { cookie: cookies.admin })).json();
    const seeded = rows.filter((row: { engagement_name: string }) => row.engagement_name !== 'Status test engagement');
    expect(seeded.some((row: { overdue: boolean }) => row.overdue)).toBe(true);
    expect(seeded.some((row: { overdue: boolean }) => !row.overdue)).toBe(true);
    expect(seeded.some((row: { disagree: boolean }) => row.disagree)).toBe(true);
    const history = await (
      await t.request('GET', '/api/status-updates?state=sent&pageSize=100', { cookie: cookies.admin })
    ).json();
    const weeks = new Set(history.items.map((update: { week_start: string }) => update.week_start));
    expect(weeks.size).toBeGreaterThanOrEqual(8);
  });
});
