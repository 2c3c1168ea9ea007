import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql.js';
import { useDemoPeople, type DemoRole as Role } from '../../test/demo-app.js';

const { t, cookies, consultantIds } = useDemoPeople();
let clientId = '';

beforeAll(async () => {
  const clients = await (await t.request('GET', '/api/clients?q=Contoso', { cookie: cookies.admin })).json();
  clientId = clients.items[0].id;
});

const create = (role: Role, body: Record<string, unknown>) =>
  t.request('POST', '/api/engagements', {
    cookie: cookies[role],
    body: { name: 'Test engagement', client_id: clientId, type: 'project', ...body },
  });

const newEngagement = async (body: Record<string, unknown> = {}) => {
  const response = await create('admin', {
    start_date: '2027-01-04',
    end_date: '2027-03-28',
    status: 'active',
    ...body,
  });
  expect(response.status).toBe(201);
  return response.json();
};

const patch = (role: Role, id: string, body: unknown, version?: number) =>
  t.request('PATCH', `/api/engagements/${id}`, {
    cookie: cookies[role],
    body,
    headers: version ? { 'if-match': `"${version}"` } : {},
  });

const freshConsultant = async () => {
  const [row] = await rowsOf<{ id: string }>(
    t.deps.database.db,
    sql`insert into consultants (first_name, last_name, email)
        values ('Cap', 'Acity', ${`cap-${Math.random().toString(36).slice(2)}@test.example`}) returning id`,
  );
  return row!.id;
};

describe('engagement permissions', () => {
  it('employee cannot create, update or delete; all roles can view', async () => {
    const engagement = await newEngagement();
    expect((await create('employee', {})).status).toBe(403);
    expect((await create('pm', {})).status).toBe(403);
    expect((await patch('employee', engagement.id, { project_temperature: 'red' })).status).toBe(403);
    expect((await t.request('DELETE', `/api/engagements/${engagement.id}`, { cookie: cookies.employee })).status).toBe(
      403,
    );
    for (const role of ['admin', 'pm', 'employee'] as const) {
      expect((await t.request('GET', `/api/engagements/${engagement.id}`, { cookie: cookies[role] })).status).toBe(200);
    }
  });

  it('Project Manager cannot update or delete; admin can, and the team goes with it', async () => {
    const engagement = await newEngagement();
    const added = await t.request('POST', `/api/engagements/${engagement.id}/team`, {
      cookie: cookies.admin,
      body: {
        consultant_id: await freshConsultant(),
        start_date: '2027-01-04',
        end_date: '2027-01-31',
        hours_allocated: 40,
      },
    });
    expect(added.status).toBe(201);
    expect((await t.request('DELETE', `/api/engagements/${engagement.id}`, { cookie: cookies.pm })).status).toBe(403);
    expect((await t.request('DELETE', `/api/engagements/${engagement.id}`, { cookie: cookies.admin })).status).toBe(
      204,
    );
    expect((await t.request('GET', `/api/engagements/${engagement.id}`, { cookie: cookies.admin })).status).toBe(404);
    const [left] = await rowsOf<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from engagement_consultants where engagement_id = ${engagement.id}`,
    );
    expect(left?.n).toBe(0);
  });

  it('hides budget_amount (money) from Project Managers and employees', async () => {
    const engagement = await newEngagement({ budget_amount: 50000, currency: 'EUR' });
    expect(engagement.budget_amount).toBe(50000);
    const seenByPm = await (await t.request('GET', `/api/engagements/${engagement.id}`, { cookie: cookies.pm })).json();
    expect(seenByPm.budget_amount).toBeNull();
    const list = await (
      await t.request('GET', `/api/engagements?q=${encodeURIComponent('Test engagement')}`, {
        cookie: cookies.employee,
      })
    ).json();
    expect(list.items.every((e: { budget_amount: number | null }) => e.budget_amount === null)).toBe(true);
  });
});

describe('engagement validation and concurrency', () => {
  it('refuses an end date before the start date, on create and on update (merged with stored dates)', async () => {
    const bad = await create('admin', { start_date: '2027-02-01', end_date: '2027-01-01' });
    expect(bad.status).toBe(422);
    expect((await bad.json()).details.fields.end_date).toBe('The end date cannot be before the start date.');
    const engagement = await newEngagement();
    const response = await patch('admin', engagement.id, { end_date: '2026-12-01' });
    expect(response.status).toBe(422);
    const after = await (await t.request('GET', `/api/engagements/${engagement.id}`, { cookie: cookies.admin })).json();
    expect(after.end_date).toBe('2027-03-28');
  });

  it('refuses unknown fields, types and clients with 422', async () => {
    expect((await create('admin', { type: 'internal' })).status).toBe(422);
    expect((await create('admin', { client_id: '00000000-0000-4000-8000-000000000000' })).status).toBe(422);
    expect((await create('admin', { budget_hours: -5 })).status).toBe(422);
    const engagement = await newEngagement();
    expect((await patch('admin', engagement.id, { type: 'retainer' })).status).toBe(422);
  });

  it('two updates from the same stale version: one wins, the other is 409', async () => {
    const engagement = await newEngagement();
    const [a, b] = await Promise.all([
      patch('admin', engagement.id, { project_temperature: 'red' }, 1),
      patch('admin', engagement.id, { project_temperature: 'yellow' }, 1),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const after = await (await t.request('GET', `/api/engagements/${engagement.id}`, { cookie: cookies.admin })).json();
    expect(after.version).toBe(2);
  });

  it('records a status change in the audit log with before and after', async () => {
    const engagement = await newEngagement({ status: 'pipeline' });
    expect((await patch('pm', engagement.id, { status: 'active' }, 1)).status).toBe(403);
    expect((await patch('admin', engagement.id, { status: 'active' }, 1)).status).toBe(200);
    const [row] = await rowsOf<{ before: { status: string }; after: { status: string } }>(
      t.deps.database.db,
      sql`select before, after from audit_log where entity = 'engagements' and entity_id = ${engagement.id}
          and action = 'update'`,
    );
    expect(row?.before.status).toBe('pipeline');
    expect(row?.after.status).toBe('active');
  });
});

describe('engagement lists and overview', () => {
  it('filters by type, status, temperature, client, Project Manager and dates, and sorts', async () => {
    const get = async (query: string) =>
      (await t.request('GET', `/api/engagements?pageSize=200&${query}`, { cookie: cookies.employee })).json();
    const projects = await get('type=project');
    expect(projects.items.length).toBeGreaterThan(0);
    expect(projects.items.every((e: { type: string }) => e.type === 'project')).toBe(true);
    const red = await get('type=trust360&temperature=red');
    expect(red.items.every((e: { project_temperature: string; type: string }) => e.project_temperature === 'red')).toBe(
      true,
    );
    const ofClient = await get(`client_id=${clientId}`);
    expect(ofClient.items.every((e: { client_id: string }) => e.client_id === clientId)).toBe(true);
    const managed = await get(`project_manager_id=${consultantIds.pm}`);
    expect(managed.total).toBeGreaterThan(0);
    expect(
      managed.items.every((e: { project_managers: { id: string }[] }) =>
        e.project_managers.some((pm) => pm.id === consultantIds.pm),
      ),
    ).toBe(true);
    const byName = await get('type=project&sort=name&order=asc');
    const names = byName.items.map((e: { name: string }) => e.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const window = await get('from=2030-01-01&to=2030-12-31');
    expect(
      window.items.every((e: { end_date: string | null }) => e.end_date === null || e.end_date >= '2030-01-01'),
    ).toBe(true);
    expect((await t.request('GET', '/api/engagements?sort=budget', { cookie: cookies.pm })).status).toBe(422);
  });

  it('gives counts per type and the engagements that need attention', async () => {
    const overview = await (await t.request('GET', '/api/engagements/overview', { cookie: cookies.employee })).json();
    expect(overview.types.map((row: { type: string }) => row.type)).toEqual(['project', 'trust360', 'retainer']);
    for (const row of overview.types) expect(row.total).toBeGreaterThan(0);
    expect(overview.attention.length).toBeGreaterThan(0);
    expect(overview.attention[0].reasons.length).toBeGreaterThan(0);
    // "Needs attention" as CSV: the same engagements, in order, each saying why.
    const csv = await t.request('GET', '/api/engagements/overview?format=csv', { cookie: cookies.admin });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Engagement,Client,Type,Status,Temperature,Why,Ends');
    expect(lines).toHaveLength(overview.attention.length + 1);
    expect(lines[1]).toContain(overview.attention[0].reasons.join('; '));
  });

  it('lists the engagement roles', async () => {
    const roles = await (await t.request('GET', '/api/engagements/roles', { cookie: cookies.employee })).json();
    expect(roles.map((r: { title: string }) => r.title)).toEqual(
      expect.arrayContaining([
        'Sales',
        'Project Manager',
        'Engagement Manager',
        'Work Stream Owner',
        'Lead Consultant',
      ]),
    );
  });
});

describe('team assignments', () => {
  const roleId = async (title: string) => {
    const roles = await (await t.request('GET', '/api/engagements/roles', { cookie: cookies.pm })).json();
    return roles.find((r: { title: string }) => r.title === title).id as string;
  };
  const assign = (role: Role, engagementId: string, body: Record<string, unknown>) =>
    t.request('POST', `/api/engagements/${engagementId}/team`, { cookie: cookies[role], body });

  it('admin assigns with a role; employee and Project Manager cannot (engagements.update)', async () => {
    const engagement = await newEngagement();
    const consultant = await freshConsultant();
    const body = {
      consultant_id: consultant,
      engagement_role_id: await roleId('Lead Consultant'),
      start_date: '2027-01-04',
      end_date: '2027-02-28',
      hours_allocated: 120,
    };
    expect((await assign('employee', engagement.id, body)).status).toBe(403);
    expect((await assign('pm', engagement.id, body)).status).toBe(403);
    const response = await assign('admin', engagement.id, body);
    expect(response.status).toBe(201);
    const { assignment, warnings } = await response.json();
    expect(assignment).toMatchObject({ engagement_role: 'Lead Consultant', hours_allocated: 120, hours_used: 0 });
    expect(warnings).toEqual([]);
    const team = await (
      await t.request('GET', `/api/engagements/${engagement.id}/team`, { cookie: cookies.employee })
    ).json();
    expect(team.map((a: { id: string }) => a.id)).toEqual([assignment.id]);
    // The Team tab's CSV: the same rows, the consultant flattened; chosen columns only; unknown ones refused.
    const csv = await t.request('GET', `/api/engagements/${engagement.id}/team?format=csv`, {
      cookie: cookies.admin,
    });
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="team-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Consultant,Job title,Role,Start,End,Hours allocated,Hours used');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,Lead Consultant,${body.start_date},${body.end_date},120,0`);
    const chosen = await t.request(
      'GET',
      `/api/engagements/${engagement.id}/team?format=csv&columns=engagement_role,hours_allocated&headers=Role,Hours`,
      { cookie: cookies.admin },
    );
    expect(await chosen.text()).toBe('Role,Hours\r\nLead Consultant,120\r\n');
    const unknown = `/api/engagements/${engagement.id}/team?format=csv&columns=consultant,password`;
    expect((await t.request('GET', unknown, { cookie: cookies.admin })).status).toBe(422);
    // Every role reads the team; exporting it is data.export's.
    const teamCsv = `/api/engagements/${engagement.id}/team?format=csv`;
    expect((await t.request('GET', teamCsv, { cookie: cookies.employee })).status).toBe(403);
  });

  it('refuses dates outside the engagement, reversed dates and negative hours', async () => {
    const engagement = await newEngagement();
    const consultant = await freshConsultant();
    const base = { consultant_id: consultant, start_date: '2027-01-04', end_date: '2027-02-28', hours_allocated: 10 };
    const before = await assign('admin', engagement.id, { ...base, start_date: '2026-12-01' });
    expect(before.status).toBe(422);
    expect((await before.json()).details.fields.start_date).toContain('cannot start before the engagement');
    expect((await assign('admin', engagement.id, { ...base, end_date: '2027-06-01' })).status).toBe(422);
    expect((await assign('admin', engagement.id, { ...base, end_date: '2027-01-01' })).status).toBe(422);
    expect((await assign('admin', engagement.id, { ...base, hours_allocated: -1 })).status).toBe(422);
    expect((await assign('admin', engagement.id, { ...base, consultant_id: engagement.id })).status).toBe(422);
    const team = await (
      await t.request('GET', `/api/engagements/${engagement.id}/team`, { cookie: cookies.admin })
    ).json();
    expect(team).toEqual([]);
  });

  it('warns (without blocking) when the consultant would exceed 40 h a week, and the dry run says so first', async () => {
    const consultant = await freshConsultant();
    const first = await newEngagement();
    const second = await newEngagement();
    // Four weeks at 30 h a week on the first engagement.
    const base = { consultant_id: consultant, start_date: '2027-01-04', end_date: '2027-01-31' };
    expect((await assign('admin', first.id, { ...base, hours_allocated: 120 })).status).toBe(201);
    const check = await t.request('POST', `/api/engagements/${second.id}/team/check`, {
      cookie: cookies.admin,
      body: { ...base, hours_allocated: 80 },
    });
    expect(check.status).toBe(200);
    const { warnings } = await check.json();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ peak_hours_per_week: 50, weeks_over: 4, first_week: '2027-01-04' });
    expect(warnings[0].message).toBe(
      'Cap Acity would be allocated up to 50.0 h a week, over the 40 h capacity for 4 weeks, starting the week of 4 Jan 2027.',
    );
    const light = await t.request('POST', `/api/engagements/${second.id}/team/check`, {
      cookie: cookies.admin,
      body: { ...base, hours_allocated: 20 },
    });
    expect((await light.json()).warnings).toHaveLength(0);
    const saved = await assign('admin', second.id, { ...base, hours_allocated: 80 });
    expect(saved.status).toBe(201);
    expect((await saved.json()).warnings).toHaveLength(1);
  });

  it('edits and ends an assignment with If-Match; a stale version is 409', async () => {
    const engagement = await newEngagement();
    const created = await (
      await assign('admin', engagement.id, {
        consultant_id: await freshConsultant(),
        start_date: '2027-01-04',
        end_date: '2027-03-28',
        hours_allocated: 100,
      })
    ).json();
    const url = `/api/engagements/${engagement.id}/team/${created.assignment.id}`;
    const edit = (body: unknown, version: number) =>
      t.request('PATCH', url, { cookie: cookies.admin, body, headers: { 'if-match': `"${version}"` } });
    const ended = await edit({ end_date: '2027-02-14', engagement_role_id: await roleId('Sales') }, 1);
    expect(ended.status).toBe(200);
    expect((await ended.json()).assignment).toMatchObject({ end_date: '2027-02-14', engagement_role: 'Sales' });
    expect((await edit({ hours_allocated: 5 }, 1)).status).toBe(409);
    expect((await edit({ end_date: '2027-01-01' }, 2)).status).toBe(422);
    expect((await t.request('PATCH', url, { cookie: cookies.employee, body: { hours_allocated: 1 } })).status).toBe(
      403,
    );
    expect((await t.request('DELETE', url, { cookie: cookies.admin })).status).toBe(204);
  });

  it('refuses narrowing engagement dates so that assignments fall outside', async () => {
    const engagement = await newEngagement();
    await assign('admin', engagement.id, {
      consultant_id: await freshConsultant(),
      start_date: '2027-03-01',
      end_date: '2027-03-28',
      hours_allocated: 10,
    });
    const response = await patch('admin', engagement.id, { end_date: '2027-02-28' }, 1);
    expect(response.status).toBe(422);
    expect((await response.json()).message).toBe('1 team assignment runs outside these dates. Change it first.');
  });
});

describe('engagement requests', () => {
  it('lists the engagement work items read-only', async () => {
    const engagement = await newEngagement();
    const created = await t.request('POST', '/api/work-items', {
      cookie: cookies.employee,
      body: {
        name: 'Add SSO',
        problem_statement: 'Users log in twice.',
        kind: 'engagement',
        engagement_id: engagement.id,
      },
    });
    expect(created.status).toBe(201);
    const page = await (
      await t.request('GET', `/api/engagements/${engagement.id}/requests`, { cookie: cookies.employee })
    ).json();
    expect(page.items.map((r: { name: string }) => r.name)).toEqual(['Add SSO']);
  });
});

describe('engagements: CSV export (format=csv)', () => {
  const csvLines = async (role: Role, query: string) => {
    const response = await t.request('GET', `/api/engagements?format=csv&${query}`, { cookie: cookies[role] });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/filename="engagements-\d{4}-\d{2}-\d{2}\.csv"/);
    return (await response.text()).trimEnd().split('\r\n');
  };

  it('exports every engagement matching the filter (all pages), the client by name', async () => {
    const json = await (
      await t.request('GET', `/api/engagements?client_id=${clientId}&pageSize=1`, { cookie: cookies.admin })
    ).json();
    const lines = await csvLines('admin', `client_id=${clientId}&pageSize=1&columns=name,client&headers=Name,Client`);
    expect(lines[0]).toBe('Name,Client');
    expect(lines).toHaveLength(json.total + 1);
    expect(lines.slice(1).every((line) => line.endsWith(',Contoso Health'))).toBe(true);
  });

  it('exports budget amounts to admins only: the export itself needs data.export', async () => {
    await newEngagement({ name: 'CSV budget probe', budget_amount: 12345 });
    const query = 'q=CSV%20budget%20probe&columns=name,budget_amount';
    expect((await csvLines('admin', query))[1]).toBe('CSV budget probe,12345');
    for (const role of ['pm', 'employee'] as const) {
      const refused = await t.request('GET', `/api/engagements?format=csv&${query}`, { cookie: cookies[role] });
      expect(refused.status).toBe(403);
    }
  });

  it('refuses a caller without engagements.view and an unknown column', async () => {
    expect((await t.request('GET', '/api/engagements?format=csv')).status).toBe(401);
    const unknown = await t.request('GET', '/api/engagements?format=csv&columns=name,secret', {
      cookie: cookies.admin,
    });
    expect(unknown.status).toBe(422);
  });
});
