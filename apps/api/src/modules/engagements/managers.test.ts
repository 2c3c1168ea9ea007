import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../test/demo-app.js';
import { engagementsOfPm } from '../../test/engagement-fixtures.js';

const { t, cookies } = useDemoApp();

const read = async (id: string, cookie: string) => {
  const response = await t.request('GET', `/api/engagements/${id}`, { cookie });
  expect(response.status).toBe(200);
  return { body: await response.json(), etag: response.headers.get('etag') ?? '' };
};
const patch = (id: string, etag: string, body: unknown, cookie: string) =>
  t.request('PATCH', `/api/engagements/${id}`, { cookie, body, headers: { 'if-match': etag } });

describe("an engagement's managers (docs/product.md §6, Engagement managers)", () => {
  it('let the Project Manager change status, temperature and description of their engagement only', async () => {
    const { managed, other } = await engagementsOfPm(t);
    const mine = await read(managed, cookies.pm);
    expect(mine.body.can_manage).toBe(true);
    expect((await read(other, cookies.pm)).body.can_manage).toBe(false);
    expect((await read(other, cookies.admin)).body.can_manage).toBe(true);

    const changed = await patch(
      managed,
      mine.etag,
      { status: 'on_hold', project_temperature: 'yellow', description: 'Paused for the client review.' },
      cookies.pm,
    );
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ status: 'on_hold', project_temperature: 'yellow' });

    const again = await read(managed, cookies.pm);
    const dates = await patch(managed, again.etag, { end_date: '2030-01-01' }, cookies.pm);
    expect(dates.status).toBe(403);
    expect((await dates.json()).message).toMatch(/Only an admin can change the end date/);
    const money = await patch(managed, again.etag, { budget_amount: 1 }, cookies.pm);
    expect(money.status).toBe(403);

    const theirs = await read(other, cookies.pm);
    expect((await patch(other, theirs.etag, { status: 'on_hold' }, cookies.pm)).status).toBe(403);
    const employee = await read(managed, cookies.employee);
    expect(employee.body.can_manage).toBe(false);
    expect((await patch(managed, employee.etag, { status: 'active' }, cookies.employee)).status).toBe(403);
    expect((await patch(managed, '"1"', { status: 'active' }, cookies.pm)).status).toBe(409);
  });

  it("let the Project Manager change their engagement's team, not another's", async () => {
    const { managed, other } = await engagementsOfPm(t);
    const employeeMe = await (await t.request('GET', '/api/me', { cookie: cookies.employee })).json();
    const engagement = (await read(managed, cookies.pm)).body;
    const start = engagement.start_date ?? '2026-01-05';
    const body = {
      consultant_id: employeeMe.consultant.id,
      start_date: start,
      end_date: start,
      hours_allocated: 4,
    };
    const added = await t.request('POST', `/api/engagements/${managed}/team`, { cookie: cookies.pm, body });
    expect(added.status).toBe(201);
    const { assignment } = await added.json();
    const removed = await t.request('DELETE', `/api/engagements/${managed}/team/${assignment.id}`, {
      cookie: cookies.pm,
      headers: { 'if-match': `"${assignment.version}"` },
    });
    expect(removed.status).toBe(204);

    const refused = await t.request('POST', `/api/engagements/${other}/team`, { cookie: cookies.pm, body });
    expect(refused.status).toBe(403);
    const byEmployee = await t.request('POST', `/api/engagements/${managed}/team`, { cookie: cookies.employee, body });
    expect(byEmployee.status).toBe(403);
    const missing = await t.request('POST', `/api/engagements/00000000-0000-4000-8000-000000000000/team`, {
      cookie: cookies.pm,
      body,
    });
    expect(missing.status).toBe(404);
  });
});
