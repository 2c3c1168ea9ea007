import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql.js';
import { DEMO } from '../../test/harness.js';
import { useDemoApp } from '../../test/demo-app.js';
import { editItem, ifMatch } from '../../test/work-item-fixtures.js';

const { t, cookies } = useDemoApp();
let pmConsultantId = '';
beforeAll(async () => {
  const [row] = await rowsOf<{ id: string }>(
    t.deps.database.db,
    sql`select c.id from consultants c join "user" u on u.id = c.user_id where u.email = ${DEMO.pm}`,
  );
  pmConsultantId = row!.id;
});

async function createItem(cookie: string) {
  const response = await t.request('POST', '/api/work-items', {
    cookie,
    body: { name: 'Workflow item', problem_statement: 'Something slows us down.' },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; version: number };
}

const move = (cookie: string, id: string, version: number, status: string) =>
  t.request('POST', `/api/work-items/${id}/move`, { cookie, body: { status }, headers: ifMatch(version) });

const read = async (id: string) => (await t.request('GET', `/api/work-items/${id}`, { cookie: cookies.admin })).json();

describe('work-item workflow (docs/product.md §4)', () => {
  it('refuses the requester approving, rejecting or reviewing their own request, with a reason', async () => {
    const item = await createItem(cookies.employee);
    for (const status of ['Under Review', 'Approved', 'Rejected', 'Done', 'In Progress']) {
      const response = await move(cookies.employee, item.id, item.version, status);
      expect(response.status).toBe(403);
      expect((await response.json()).message).toMatch(/admin/);
    }
    expect(await read(item.id)).toMatchObject({ status: 'Requested', version: 1 });
    // Reordering within its own column stays allowed.
    expect((await move(cookies.employee, item.id, item.version, 'Requested')).status).toBe(200);
  });

  it('lets only the assignee (or an admin) start and finish; Approved stays admin-only for the assignee', async () => {
    const item = await createItem(cookies.employee);
    expect((await move(cookies.admin, item.id, 1, 'Approved')).status).toBe(200);
    const assigned = await editItem(t, cookies.admin, item.id, { assignee_id: pmConsultantId }, 2);
    expect(assigned.status).toBe(200);
    const byRequester = await move(cookies.employee, item.id, 3, 'In Progress');
    expect(byRequester.status).toBe(403);
    expect((await byRequester.json()).message).toBe('Only the assignee or an admin can move a request to In Progress.');
    expect((await move(cookies.pm, item.id, 3, 'In Progress')).status).toBe(200);
    expect((await move(cookies.pm, item.id, 4, 'Rejected')).status).toBe(403);
    expect((await move(cookies.pm, item.id, 4, 'Done')).status).toBe(200);
    expect(await read(item.id)).toMatchObject({ status: 'Done', version: 5 });
  });

  it('lets the requester edit only while Requested, and never assign', async () => {
    const item = await createItem(cookies.employee);
    const assign = await editItem(t, cookies.employee, item.id, { assignee_id: pmConsultantId }, 1);
    expect(assign.status).toBe(403);
    expect((await move(cookies.admin, item.id, 1, 'Under Review')).status).toBe(200);
    const late = await editItem(t, cookies.employee, item.id, { priority: 'high' }, 2);
    expect(late.status).toBe(403);
    expect((await late.json()).message).toBe('You can edit your request only while it is Requested.');
    expect(await read(item.id)).toMatchObject({ priority: 'medium', version: 2 });
  });

  it("names who commented in the requester's notification", async () => {
    const item = await createItem(cookies.employee);
    const pmMe = await (await t.request('GET', '/api/me', { cookie: cookies.pm })).json();
    const comment = await t.request('POST', `/api/work-items/${item.id}/comments`, {
      cookie: cookies.pm,
      body: { body: 'Looks reasonable.' },
    });
    expect(comment.status).toBe(201);
    const list = await (
      await t.request('GET', '/api/notifications?page=1&pageSize=5', { cookie: cookies.employee })
    ).json();
    expect(list.items[0].title).toBe(
      `${pmMe.consultant.firstName} ${pmMe.consultant.lastName} commented on Workflow item`,
    );
  });

  it('lets the requester withdraw their own request while Requested, and no one else but an admin', async () => {
    const item = await createItem(cookies.employee);
    const remove = (cookie: string, id: string, version: number) =>
      t.request('DELETE', `/api/work-items/${id}`, { cookie, headers: ifMatch(version) });
    const byOther = await remove(cookies.pm, item.id, item.version);
    expect(byOther.status).toBe(403);
    expect((await byOther.json()).message).toMatch(/only withdraw your own/);
    expect((await remove(cookies.employee, item.id, item.version + 5)).status).toBe(409);
    expect((await remove(cookies.employee, item.id, item.version)).status).toBe(204);
    expect((await t.request('GET', `/api/work-items/${item.id}`, { cookie: cookies.admin })).status).toBe(404);

    const reviewed = await createItem(cookies.employee);
    expect((await move(cookies.admin, reviewed.id, 1, 'Under Review')).status).toBe(200);
    const late = await remove(cookies.employee, reviewed.id, 2);
    expect(late.status).toBe(403);
    expect((await late.json()).message).toMatch(/only while it is Requested/);
    expect((await remove(cookies.admin, reviewed.id, 2)).status).toBe(204);
  });
});
