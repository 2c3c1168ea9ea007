import { randomUUID } from 'node:crypto';
import { addWorkingDays, csvRow, isWorkingDay, type Plan, type PlanTask } from '@praxis/shared';
import { addDays, todayIn } from '@praxis/shared/dates';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql.js';
import { useDemoApp } from '../../test/demo-app.js';
import { plansOfPm } from '../../test/engagement-fixtures.js';
import { templateRows } from './templates.service.js';
import { csvLinesOf, expectCsvDownload } from '../../test/csv-download.js';
import { idsPageByPage } from '../../test/export-pages.js';

const { t, cookies } = useDemoApp();

const db = () => t.deps.database.db;
const get = async (path: string, cookie = cookies.admin) => t.request('GET', path, { cookie });
const readPlan = async (id: string, cookie = cookies.admin) => {
  const response = await get(`/api/project-plans/${id}`, cookie);
  expect(response.status).toBe(200);
  return { plan: (await response.json()) as Plan, etag: response.headers.get('etag') ?? '' };
};
const toInput = (plan: Plan) => ({
  tasks: plan.tasks.map((task: PlanTask) => ({
    id: task.id,
    parent_id: task.parent_id,
    name: task.name,
    start_date: task.start_date,
    end_date: task.end_date,
    progress: task.progress,
    is_milestone: task.is_milestone,
    assignee_id: task.assignee_id,
  })),
  dependencies: plan.dependencies,
});
const save = (id: string, etag: string, body: unknown, cookie = cookies.admin) =>
  t.request('PUT', `/api/project-plans/${id}/tasks`, { cookie, body, headers: { 'if-match': etag } });

/** A top-level template task without a default role; one of no duration is a milestone. */
const templateTask = (id: string, name: string, offsetDays: number, durationDays: number) => ({
  id,
  parent_id: null,
  name,
  offset_days: offsetDays,
  duration_days: durationDays,
  is_milestone: durationDays === 0,
  default_role_id: null,
});

/** A project template's input: its tasks and one finish-to-start link between two of them. */
const templateInput = (
  name: string,
  tasks: ReturnType<typeof templateTask>[],
  [predecessorId, successorId]: [string, string],
) => ({
  name,
  engagement_type: 'project',
  description: null,
  tasks,
  dependencies: [{ predecessor_id: predecessorId, successor_id: successorId, type: 'FS', lag_days: 0 }],
});

describe('plan landing and reading', () => {
  it('lists the demo plans with progress, next milestone and slipping tasks, and filters them', async () => {
    const page = await (await get('/api/project-plans?pageSize=100', cookies.employee)).json();
    expect(page.total).toBeGreaterThanOrEqual(5);
    expect(page.items.some((p: { slipping_count: number }) => p.slipping_count > 0)).toBe(true);
    expect(page.items.some((p: { next_milestone: unknown }) => p.next_milestone !== null)).toBe(true);
    expect(
      page.items.every((p: { percent_complete: number }) => p.percent_complete >= 0 && p.percent_complete <= 100),
    ).toBe(true);
    const drafts = await (await get('/api/project-plans?status=draft&pageSize=100', cookies.employee)).json();
    expect(drafts.items.every((p: { status: string }) => p.status === 'draft')).toBe(true);
    const search = await (
      await get(`/api/project-plans?search=${encodeURIComponent(page.items[0].client_name)}`)
    ).json();
    expect(search.items.length).toBeGreaterThan(0);
  });

  it('reads a plan with phases, links, the critical path and the team; the PM of another engagement cannot edit', async () => {
    const { managed, other } = await plansOfPm(t);
    const { plan } = await readPlan(managed, cookies.pm);
    expect(plan.can_edit).toBe(true);
    expect(plan.tasks.some((task) => task.is_phase)).toBe(true);
    expect(plan.tasks.some((task) => task.is_critical)).toBe(true);
    expect(plan.dependencies.length).toBeGreaterThan(0);
    expect(plan.team.length).toBeGreaterThan(0);
    expect((await readPlan(other, cookies.pm)).plan.can_edit).toBe(false);
    expect((await readPlan(managed, cookies.employee)).plan.can_edit).toBe(false);
  });

  it('answers 404 for a plan that does not exist and 401 signed out', async () => {
    expect((await get('/api/project-plans/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await t.request('GET', '/api/project-plans')).status).toBe(401);
  });
});

describe('editing a plan', () => {
  it('moves successors when a predecessor moves, keeps the version, and audits the save', async () => {
    const { managed } = await plansOfPm(t);
    const { plan, etag } = await readPlan(managed, cookies.pm);
    const link = plan.dependencies.find((d) => d.type === 'FS');
    if (!link) throw new Error('no link');
    const input = toInput(plan);
    const pred = input.tasks.find((task) => task.id === link.predecessor_id);
    if (!pred) throw new Error('no predecessor');
    const newEnd = addWorkingDays(pred.end_date, 15);
    pred.end_date = newEnd;
    const response = await save(managed, etag, input, cookies.pm);
    expect(response.status).toBe(200);
    const saved = (await response.json()) as Plan;
    const succ = saved.tasks.find((task) => task.id === link.successor_id);
    expect(succ?.start_date).toBe(addWorkingDays(newEnd, 1));
    expect(isWorkingDay(succ?.start_date ?? '')).toBe(true);
    expect(saved.version).toBe(plan.version + 1);
    const [audited] = await rowsOf<{ n: number }>(
      db(),
      sql`select count(*)::int as n from audit_log where entity = 'project_plan' and entity_id = ${managed}`,
    );
    expect(audited?.n).toBeGreaterThan(0);
    // The same stale version again: 409, nothing changes.
    const stale = await save(managed, etag, input, cookies.pm);
    expect(stale.status).toBe(409);
    expect((await readPlan(managed)).plan.version).toBe(saved.version);
  });

  it('refuses a dependency cycle naming the tasks, and an assignee from outside the team', async () => {
    const { managed } = await plansOfPm(t);
    const { plan, etag } = await readPlan(managed);
    const input = toInput(plan);
    const link = plan.dependencies[0];
    if (!link) throw new Error('no link');
    input.dependencies.push({
      predecessor_id: link.successor_id,
      successor_id: link.predecessor_id,
      type: 'FS',
      lag_days: 0,
    });
    const cycle = await save(managed, etag, input);
    expect(cycle.status).toBe(422);
    const body = await cycle.json();
    const names = [link.predecessor_id, link.successor_id].map((id) => plan.tasks.find((task) => task.id === id)?.name);
    for (const name of names) expect(body.message).toContain(`“${name}”`);

    const outsider = await rowsOf<{ id: string }>(
      db(),
      sql`select c.id from consultants c where not exists (select 1 from engagement_consultants ec
           where ec.consultant_id = c.id and ec.engagement_id = ${plan.engagement_id}) limit 1`,
    );
    const input2 = toInput(plan);
    const leaf = input2.tasks.find((task) => !plan.tasks.find((p) => p.id === task.id)?.is_phase);
    if (!leaf || !outsider[0]) throw new Error('fixture');
    leaf.assignee_id = outsider[0].id;
    const refused = await save(managed, etag, input2);
    expect(refused.status).toBe(422);
    expect((await refused.json()).message).toMatch(/not on the engagement's team/);
  });

  it('lets only admins and the engagement managers edit (403), and needs a valid body (422)', async () => {
    const { managed, other } = await plansOfPm(t);
    const mine = await readPlan(managed);
    expect((await save(managed, mine.etag, toInput(mine.plan), cookies.employee)).status).toBe(403);
    const theirs = await readPlan(other);
    expect((await save(other, theirs.etag, toInput(theirs.plan), cookies.pm)).status).toBe(403);
    expect((await save(other, theirs.etag, { tasks: 'nope' }, cookies.admin)).status).toBe(422);
    const tooLong = toInput(theirs.plan);
    if (tooLong.tasks[0]) tooLong.tasks[0].name = 'x'.repeat(500);
    expect((await save(other, theirs.etag, tooLong)).status).toBe(422);
  });

  it('publishes, saves a baseline and reports slip against it', async () => {
    const { managed } = await plansOfPm(t);
    let { plan, etag } = await readPlan(managed, cookies.pm);
    const published = await t.request('PATCH', `/api/project-plans/${managed}`, {
      cookie: cookies.pm,
      body: { status: 'draft' },
      headers: { 'if-match': etag },
    });
    expect(published.status).toBe(200);
    ({ plan, etag } = await readPlan(managed, cookies.pm));
    expect(plan.status).toBe('draft');
    const baseline = await t.request('POST', `/api/project-plans/${managed}/baseline`, {
      cookie: cookies.pm,
      headers: { 'if-match': etag },
    });
    expect(baseline.status).toBe(200);
    const withBaseline = (await baseline.json()) as Plan;
    expect(withBaseline.baseline_saved_at).not.toBeNull();
    expect(withBaseline.tasks.every((task) => task.baseline_end === task.end_date)).toBe(true);
  });
});

/** An admin creates the engagement's plan from the first project template (201). */
async function planFromProjectTemplate(engagementId: string) {
  const templates = await (await get('/api/plan-templates', cookies.pm)).json();
  const template = templates.find((tpl: { engagement_type: string }) => tpl.engagement_type === 'project');
  const created = await t.request('POST', '/api/project-plans', {
    cookie: cookies.admin,
    body: { engagement_id: engagementId, template_id: template.id },
  });
  expect(created.status).toBe(201);
  return { plan: (await created.json()) as Plan, template: template as { tasks: unknown[] } };
}

describe('new plans from templates', () => {
  it('computes dates from the engagement start in working days, and refuses a second plan (409)', async () => {
    const [engagement] = await rowsOf<{ id: string; start_date: string }>(
      db(),
      sql`select e.id, to_char(e.start_date, 'YYYY-MM-DD') as start_date from engagements e
          where e.type = 'project' and e.start_date is not null
            and not exists (select 1 from project_plans p where p.engagement_id = e.id) limit 1`,
    );
    if (!engagement) throw new Error('no engagement without a plan');
    const { plan, template } = await planFromProjectTemplate(engagement.id);
    expect(plan.tasks).toHaveLength(template.tasks.length);
    expect(plan.tasks.every((task) => isWorkingDay(task.start_date) && isWorkingDay(task.end_date))).toBe(true);
    const first = plan.tasks.find((task) => !task.is_phase);
    expect(first && first.start_date >= engagement.start_date).toBe(true);
    const again = await t.request('POST', '/api/project-plans', {
      cookie: cookies.admin,
      body: { engagement_id: engagement.id, template_id: null },
    });
    expect(again.status).toBe(409);
    const employee = await t.request('POST', '/api/project-plans', {
      cookie: cookies.employee,
      body: { engagement_id: engagement.id, template_id: null },
    });
    expect(employee.status).toBe(403);
  });
});

describe('the working days of a plan', () => {
  it('are the calendar’s: a holiday at every office (New Year’s Day) is skipped, one office’s alone is not', async () => {
    let year = Number(todayIn('UTC').slice(0, 4)) + 1;
    while (!isWorkingDay(`${year}-01-01`)) year += 1;
    const newYear = `${year}-01-01`;
    const nextDay = addWorkingDays(newYear, 1);
    const offices = await rowsOf<{ location: string }>(
      db(),
      sql`select distinct location from consultants where location is not null order by location`,
    );
    const holiday = (day: string, title: string, location: string) =>
      t.request('POST', '/api/calendar/events', {
        cookie: cookies.admin,
        body: {
          kind: 'holiday',
          title,
          location,
          all_day: true,
          starts_at: `${day}T00:00:00Z`,
          ends_at: `${addDays(day, 1)}T00:00:00Z`,
        },
      });
    for (const { location } of offices) expect((await holiday(newYear, "New Year's Day", location)).status).toBe(201);
    expect((await holiday(nextDay, 'One office only', offices[0]!.location)).status).toBe(201);

    const clients = await (await get('/api/clients?pageSize=1')).json();
    const engagement = await (
      await t.request('POST', '/api/engagements', {
        cookie: cookies.admin,
        body: {
          name: `New year plan ${randomUUID().slice(0, 8)}`,
          client_id: clients.items[0].id,
          type: 'project',
          status: 'active',
          start_date: newYear,
          end_date: addDays(newYear, 180),
        },
      })
    ).json();
    const { plan } = await planFromProjectTemplate(engagement.id);
    expect(plan.holidays).toContain(newYear);
    expect(plan.holidays).not.toContain(nextDay);
    expect(plan.tasks.some((task) => task.start_date === newYear || task.end_date === newYear)).toBe(false);
    expect(
      plan.tasks
        .filter((task) => !task.is_phase)
        .map((task) => task.start_date)
        .sort()[0],
    ).toBe(nextDay);
  });
});

describe('default roles of template tasks', () => {
  it('assign each task to the team member holding its role; an unknown role is 422', async () => {
    const [member] = await rowsOf<{ engagement_id: string; type: string; role_id: string; consultant_id: string }>(
      db(),
      sql`select e.id as engagement_id, e.type, ec.engagement_role_id as role_id, ec.consultant_id
          from engagements e join engagement_consultants ec on ec.engagement_id = e.id
          where ec.engagement_role_id is not null
            and not exists (select 1 from project_plans p where p.engagement_id = e.id)
            and not exists (select 1 from engagement_consultants o where o.engagement_id = e.id
              and o.engagement_role_id = ec.engagement_role_id and o.id <> ec.id)
          limit 1`,
    );
    if (!member) throw new Error('no engagement with a role holder and without a plan');
    const task = (id: string, name: string, role: string | null) => ({
      id,
      parent_id: null,
      name,
      offset_days: 0,
      duration_days: 2,
      is_milestone: false,
      default_role_id: role,
    });
    const input = {
      name: 'Role test',
      engagement_type: member.type,
      description: null,
      tasks: [
        task('33333333-3333-4333-8333-333333333333', 'Owned', member.role_id),
        task('44444444-4444-4444-8444-444444444444', 'Unowned', null),
      ],
      dependencies: [],
    };
    const unknown = { ...input, tasks: [task('55555555-5555-4555-8555-555555555555', 'X', randomUUID())] };
    expect((await t.request('POST', '/api/plan-templates', { cookie: cookies.admin, body: unknown })).status).toBe(422);
    const template = await (
      await t.request('POST', '/api/plan-templates', { cookie: cookies.admin, body: input })
    ).json();
    expect(template.tasks[0].default_role_id).toBe(member.role_id);
    const created = await t.request('POST', '/api/project-plans', {
      cookie: cookies.admin,
      body: { engagement_id: member.engagement_id, template_id: template.id },
    });
    expect(created.status).toBe(201);
    const plan = (await created.json()) as Plan;
    expect(plan.tasks.find((t) => t.name === 'Owned')?.assignee_id).toBe(member.consultant_id);
    expect(plan.tasks.find((t) => t.name === 'Unowned')?.assignee_id).toBeNull();
  });
});

describe('templates', () => {
  it('are written by admins only; duplicate, archive and cycle checks', async () => {
    const [a, b] = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];
    const input = templateInput('Audit', [templateTask(a, 'A', 0, 2), templateTask(b, 'B', 2, 2)], [a, b]);
    expect((await t.request('POST', '/api/plan-templates', { cookie: cookies.pm, body: input })).status).toBe(403);
    const created = await t.request('POST', '/api/plan-templates', { cookie: cookies.admin, body: input });
    expect(created.status).toBe(201);
    const template = await created.json();
    const copy = await t.request('POST', `/api/plan-templates/${template.id}/duplicate`, { cookie: cookies.admin });
    expect((await copy.json()).name).toBe('Audit (copy)');
    const archived = await t.request('PATCH', `/api/plan-templates/${template.id}`, {
      cookie: cookies.admin,
      body: { archived: true },
      headers: { 'if-match': `"${template.version}"` },
    });
    expect(archived.status).toBe(200);
    const visible = await (await get('/api/plan-templates', cookies.pm)).json();
    expect(visible.some((tpl: { id: string }) => tpl.id === template.id)).toBe(false);
    const cyclic = {
      ...input,
      dependencies: [...input.dependencies, { ...input.dependencies[0], predecessor_id: b, successor_id: a }],
    };
    const refused = await t.request('POST', '/api/plan-templates', { cookie: cookies.admin, body: cyclic });
    expect(refused.status).toBe(422);
    expect((await refused.json()).message).toContain('“A”');
  });
});

describe('share links', () => {
  it('open the plan read-only without sign-in, hide people when asked, and stop working once revoked', async () => {
    const { managed, other } = await plansOfPm(t);
    const created = await t.request('POST', `/api/project-plans/${managed}/share-links`, {
      cookie: cookies.pm,
      body: { hide_people: true, expires_in_days: 14 },
    });
    expect(created.status).toBe(201);
    const link = await created.json();
    const token = String(link.url).split('/shared-plan/')[1];
    const [stored] = await rowsOf<{ token_hash: string }>(
      db(),
      sql`select token_hash from plan_share_links where id = ${link.id}`,
    );
    expect(stored?.token_hash).not.toContain(token);
    const shared = await t.request('GET', `/api/shared-plans/${token}`);
    expect(shared.status).toBe(200);
    const plan = (await shared.json()) as Plan;
    expect(plan.can_edit).toBe(false);
    expect(plan.tasks.every((task) => task.assignee_name === null && task.assignee_id === null)).toBe(true);
    expect(plan.team).toEqual([]);
    // Read-only: the token does not open writes, and another PM cannot share a plan they do not manage.
    expect(
      (await t.request('PUT', `/api/project-plans/${managed}/tasks`, { body: { tasks: [], dependencies: [] } })).status,
    ).toBe(401);
    expect(
      (
        await t.request('POST', `/api/project-plans/${other}/share-links`, {
          cookie: cookies.pm,
          body: { hide_people: false, expires_in_days: 1 },
        })
      ).status,
    ).toBe(403);
    expect((await t.request('DELETE', `/api/plan-share-links/${link.id}`, { cookie: cookies.pm })).status).toBe(204);
    expect((await t.request('GET', `/api/shared-plans/${token}`)).status).toBe(404);
    expect((await t.request('GET', `/api/shared-plans/${'A'.repeat(43)}`)).status).toBe(404);
    expect((await t.request('GET', '/api/shared-plans/short')).status).toBe(422);
  });

  it('expire', async () => {
    const { managed } = await plansOfPm(t);
    const link = await (
      await t.request('POST', `/api/project-plans/${managed}/share-links`, {
        cookie: cookies.admin,
        body: { hide_people: false, expires_in_days: 1 },
      })
    ).json();
    await db().execute(sql`update plan_share_links set expires_at = now() - interval '1 minute' where id = ${link.id}`);
    expect((await t.request('GET', `/api/shared-plans/${String(link.url).split('/shared-plan/')[1]}`)).status).toBe(
      404,
    );
  });
});

describe('upcoming milestones', () => {
  it("lists open milestones in the next 30 days on the user's engagements only", async () => {
    const response = await get('/api/project-plans/upcoming-milestones', cookies.pm);
    expect(response.status).toBe(200);
    const milestones = await response.json();
    const today = new Date().toISOString().slice(0, 10);
    for (const m of milestones) expect(m.date >= today).toBe(true);
  });
});

describe('plan landing as CSV', () => {
  it('exports every plan with the chosen columns', async () => {
    const response = await get('/api/project-plans?format=csv&columns=name,percent_complete&headers=Plan,Done');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe('Plan,Done');
    const page = await (await get('/api/project-plans?pageSize=100')).json();
    expect(lines).toHaveLength(page.total + 1);
    expect((await get('/api/project-plans?format=csv&columns=secret')).status).toBe(422);
  });
});

describe('templates: CSV export (format=csv)', () => {
  it('exports every template with the counts the page shows, to admins only; archived ones when they ask', async () => {
    const [build, goLive] = ['a1111111-1111-4111-8111-111111111111', 'a2222222-2222-4222-8222-222222222222'];
    const tasks = [
      templateTask(build, 'Build', 0, 3),
      templateTask(goLive, 'Go-live', 0, 0),
      templateTask('a3333333-3333-4333-8333-333333333333', 'Hypercare', 0, 3),
    ];
    const input = templateInput('Rollout, phase "two"', tasks, [build, goLive]);
    const created = await t.request('POST', '/api/plan-templates', { cookie: cookies.admin, body: input });
    expect(created.status).toBe(201);
    const template = await created.json();
    const json = await (await get('/api/plan-templates', cookies.admin)).json();
    const response = await get('/api/plan-templates?format=csv', cookies.admin);
    const lines = await expectCsvDownload(response, 'plan-templates');
    expect(lines[0]).toBe('Engagement type,Name,Milestones,Rows,Links,Archived');
    expect(json.length).toBeGreaterThan(1);
    expect(lines).toHaveLength(json.length + 1);
    expect(lines).toContain('project,"Rollout, phase ""two""",1,3,1,');
    const names = await csvLinesOf(await get('/api/plan-templates?format=csv&columns=name', cookies.admin));
    expect(names.slice(1)).toEqual(json.map((tpl: { name: string }) => csvRow(tpl, ['name'])));

    const archived = await t.request('PATCH', `/api/plan-templates/${template.id}`, {
      cookie: cookies.admin,
      body: { archived: true },
      headers: { 'if-match': `"${template.version}"` },
    });
    expect(archived.status).toBe(200);
    const path = '/api/plan-templates?format=csv&include_archived=true&columns=id,archived_at&headers=Id,Archived';
    const forAdmin = await csvLinesOf(await get(path, cookies.admin));
    expect(forAdmin[0]).toBe('Id,Archived');
    expect(forAdmin).toContain(`${template.id},${(await archived.json()).archived_at}`);
    // Readers of the templates who are not admins may not export them (data.export).
    for (const cookie of [cookies.pm, cookies.employee]) expect((await get(path, cookie)).status).toBe(403);
    expect((await get('/api/plan-templates?format=csv&columns=name,secret')).status).toBe(422);
    expect((await t.request('GET', '/api/plan-templates?format=csv')).status).toBe(401);
  });

  it('reads the export page by page in the order of the list', async () => {
    const json = await (await get('/api/plan-templates?include_archived=true')).json();
    const page = templateRows(db(), true);
    const ids = await idsPageByPage(page, 2);
    expect(ids).toEqual(json.map((tpl: { id: string }) => tpl.id));
  });
});
