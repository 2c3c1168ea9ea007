import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql.js';
import { DEMO } from '../../test/harness.js';
import { useDemoApp } from '../../test/demo-app.js';
import { editItem, ifMatch } from '../../test/work-item-fixtures.js';

const { t, cookies } = useDemoApp();

let counter = 0;
async function createItem(cookie: string, extra: Record<string, unknown> = {}) {
  const response = await t.request('POST', '/api/work-items', {
    cookie,
    body: { name: `Board item ${++counter}`, problem_statement: 'Something slows us down.', ...extra },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; version: number; name: string; status: string };
}

async function move(cookie: string, id: string, version: number, body: Record<string, unknown>) {
  return t.request('POST', `/api/work-items/${id}/move`, { cookie, body, headers: ifMatch(version) });
}

async function column(cookie: string, status: string, query = '') {
  const board = await (
    await t.request('GET', `/api/work-items/board?kind=internal&limit=2000${query}`, { cookie })
  ).json();
  return board.columns.find((c: { status: string }) => c.status === status) as {
    total: number;
    items: { id: string }[];
  };
}

const unread = async (cookie: string) =>
  (await (await t.request('GET', '/api/notifications/unread-count', { cookie })).json()).unread as number;

describe('permissions', () => {
  it('lets the requester edit and move their own item, refuses another employee, lets an admin change any', async () => {
    const item = await createItem(cookies.employee);
    const own = await editItem(t, cookies.employee, item.id, { priority: 'high' }, item.version);
    expect(own.status).toBe(200);
    expect(own.headers.get('etag')).toBe('"2"');

    const other = await editItem(t, cookies.pm, item.id, { priority: 'low' });
    expect(other.status).toBe(403);
    expect((await move(cookies.pm, item.id, 2, { status: 'Approved' })).status).toBe(403);

    const byAdmin = await editItem(t, cookies.admin, item.id, { name: 'Renamed by admin' }, 2);
    expect(byAdmin.status).toBe(200);
    expect((await byAdmin.json()).name).toBe('Renamed by admin');
  });

  it('lets everyone read any item; only an admin deletes one (the requester may withdraw: workflow tests)', async () => {
    const item = await createItem(cookies.pm);
    expect((await t.request('GET', `/api/work-items/${item.id}`, { cookie: cookies.employee })).status).toBe(200);
    expect((await t.request('DELETE', `/api/work-items/${item.id}`, { cookie: cookies.employee })).status).toBe(403);
    const deleted = await t.request('DELETE', `/api/work-items/${item.id}`, {
      cookie: cookies.admin,
      headers: ifMatch(1),
    });
    expect(deleted.status).toBe(204);
    expect((await t.request('GET', `/api/work-items/${item.id}`, { cookie: cookies.admin })).status).toBe(404);
    const [trail] = await rowsOf<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from audit_log where entity_id = ${item.id} and action = 'delete'`,
    );
    expect(trail?.n).toBe(1);
  });

  it('refuses unknown fields and bad values with 422, changing nothing', async () => {
    const item = await createItem(cookies.employee);
    for (const body of [{ status: 'Done' }, { name: '   ' }, { priority: 'urgent' }, { due_date: '21/11/2026' }]) {
      const response = await editItem(t, cookies.employee, item.id, body);
      expect(response.status).toBe(422);
    }
    const unknownAssignee = await editItem(t, cookies.admin, item.id, {
      assignee_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownAssignee.status).toBe(422);
    expect((await unknownAssignee.json()).details.fields.assignee_id).toBeTruthy();
    const now = await (await t.request('GET', `/api/work-items/${item.id}`, { cookie: cookies.employee })).json();
    expect(now).toMatchObject({ version: 1, priority: 'medium', assignee_id: null });
  });
});

describe('status moves and ordering', () => {
  it('moves a card to another column, notifies the requester and records the history', async () => {
    const item = await createItem(cookies.employee);
    const before = await unread(cookies.employee);
    const response = await move(cookies.admin, item.id, item.version, {
      status: 'Approved',
      before_id: null,
      after_id: null,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'Approved', version: 2 });
    expect(await unread(cookies.employee)).toBe(before + 1);

    const approved = await column(cookies.admin, 'Approved');
    expect(approved.items.at(-1)?.id).toBe(item.id);

    const history = await (
      await t.request('GET', `/api/work-items/${item.id}/activity`, { cookie: cookies.employee })
    ).json();
    expect(history.items[0]).toMatchObject({
      action: 'update',
      actor_name: 'Alex Morgan',
      before: { status: 'Requested' },
      after: { status: 'Approved' },
    });
    expect(history.items.at(-1).action).toBe('create');
  });

  it('places a card between its neighbours and keeps that order, writing only the moved row', async () => {
    const [a, b, c] = [
      await createItem(cookies.admin),
      await createItem(cookies.admin),
      await createItem(cookies.admin),
    ];
    const ids = (await column(cookies.admin, 'Requested')).items.map((i) => i.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(c.id));

    // c goes between a and b.
    const moved = await move(cookies.admin, c.id, c.version, { status: 'Requested', before_id: a.id, after_id: b.id });
    expect(moved.status).toBe(200);
    const order = (await column(cookies.admin, 'Requested')).items
      .map((i) => i.id)
      .filter((id) => [a.id, b.id, c.id].includes(id));
    expect(order).toEqual([a.id, c.id, b.id]);
    const versions = await rowsOf<{ id: string; version: number }>(
      t.deps.database.db,
      sql`select id, version from improvement_requests where id in (${a.id}, ${b.id})`,
    );
    expect(versions.every((row) => row.version === 1)).toBe(true);

    // To the top of the column: only a card below.
    const top = (await column(cookies.admin, 'Requested')).items[0]!;
    const b2 = await move(cookies.admin, b.id, b.version, { status: 'Requested', after_id: top.id });
    expect(b2.status).toBe(200);
    expect((await column(cookies.admin, 'Requested')).items[0]?.id).toBe(b.id);
  });

  it('keeps ordering exact after many moves into the same gap', async () => {
    const [low, high] = [await createItem(cookies.admin), await createItem(cookies.admin)];
    let above = low.id;
    const inserted: string[] = [];
    for (let i = 0; i < 60; i++) {
      const item = await createItem(cookies.admin);
      // Each new card goes right below `low`, above the previous insertion: the gap halves every time.
      const response = await move(cookies.admin, item.id, item.version, {
        status: 'Requested',
        before_id: above,
        after_id: inserted.at(-1) ?? high.id,
      });
      expect(response.status).toBe(200);
      inserted.push(item.id);
      above = low.id;
    }
    const order = (await column(cookies.admin, 'Requested')).items.map((i) => i.id);
    const expected = [low.id, ...[...inserted].reverse(), high.id];
    expect(order.filter((id) => expected.includes(id))).toEqual(expected);
  });

  it('answers 409 for a stale version or a stale neighbour, changing nothing', async () => {
    const item = await createItem(cookies.employee);
    expect((await move(cookies.admin, item.id, item.version, { status: 'Under Review' })).status).toBe(200);
    const stale = await move(cookies.admin, item.id, item.version, { status: 'Done' });
    expect(stale.status).toBe(409);

    const other = await createItem(cookies.admin);
    // `other` is in Requested, not in Done: the client's picture of the Done column is out of date.
    const staleNeighbour = await move(cookies.admin, item.id, 2, { status: 'Done', before_id: other.id });
    expect(staleNeighbour.status).toBe(409);
    const now = await (await t.request('GET', `/api/work-items/${item.id}`, { cookie: cookies.admin })).json();
    expect(now).toMatchObject({ status: 'Under Review', version: 2 });
  });
});

describe('lists, boards, comments and assignment', () => {
  it('lists only my own requests with mine=true, with search and filters in SQL', async () => {
    const mine = await createItem(cookies.employee, { name: 'Zebra crossing for the car park', priority: 'critical' });
    await createItem(cookies.pm, { name: 'Zebra stripes on the slides' });
    const page = await (
      await t.request('GET', '/api/work-items?mine=true&q=zebra&kind=internal', { cookie: cookies.employee })
    ).json();
    expect(page.items.map((i: { id: string }) => i.id)).toEqual([mine.id]);
    expect(page.items[0].requester_name).toBe('Evan Brooks');
    const critical = await (
      await t.request('GET', '/api/work-items?mine=true&priority=critical&pageSize=100', { cookie: cookies.employee })
    ).json();
    expect(critical.items.every((i: { priority: string }) => i.priority === 'critical')).toBe(true);
    expect((await t.request('GET', '/api/work-items?priority=urgent', { cookie: cookies.employee })).status).toBe(422);
  });

  it('serves a board with every status column, totals and a per-column limit', async () => {
    const board = await (
      await t.request('GET', '/api/work-items/board?kind=engagement&limit=1', { cookie: cookies.admin })
    ).json();
    expect(board.columns.map((c: { status: string }) => c.status)).toEqual([
      'Requested',
      'Under Review',
      'Approved',
      'In Progress',
      'Done',
      'Rejected',
    ]);
    for (const col of board.columns) {
      expect(col.items.length).toBeLessThanOrEqual(1);
      expect(col.total).toBeGreaterThanOrEqual(col.items.length);
      for (const item of col.items) expect(item.engagement_name).toBeTruthy();
    }
  });

  it('notifies the assignee, and takes comments that the requester hears about', async () => {
    const [me] = await rowsOf<{ consultant_id: string }>(
      t.deps.database.db,
      sql`select c.id as consultant_id from consultants c join "user" u on u.id = c.user_id where u.email = ${DEMO.pm}`,
    );
    const item = await createItem(cookies.employee);
    const pmBefore = await unread(cookies.pm);
    const assigned = await editItem(t, cookies.admin, item.id, {
      assignee_id: me!.consultant_id,
      due_date: '2026-11-21',
    });
    expect(assigned.status).toBe(200);
    expect(await assigned.json()).toMatchObject({ assignee_name: expect.any(String), due_date: '2026-11-21' });
    expect(await unread(cookies.pm)).toBe(pmBefore + 1);

    const employeeBefore = await unread(cookies.employee);
    const comment = await t.request('POST', `/api/work-items/${item.id}/comments`, {
      cookie: cookies.pm,
      body: { body: 'Looking into it.' },
    });
    expect(comment.status).toBe(201);
    expect(await unread(cookies.employee)).toBe(employeeBefore + 1);
    expect(
      (await t.request('POST', `/api/work-items/${item.id}/comments`, { cookie: cookies.pm, body: { body: ' ' } }))
        .status,
    ).toBe(422);
    const list = await (
      await t.request('GET', `/api/work-items/${item.id}/comments`, { cookie: cookies.employee })
    ).json();
    expect(list.items.map((c: { body: string }) => c.body)).toEqual(['Looking into it.']);
  });

  it('shows a bug report with the error details it was filed with', async () => {
    const filed = await t.request('POST', '/api/bug-reports', {
      cookie: cookies.employee,
      body: { message: 'TypeError: x is undefined', details: 'at Board (board.tsx:1)', path: '/home' },
    });
    const { id } = await filed.json();
    const item = await (await t.request('GET', `/api/work-items/${id}`, { cookie: cookies.admin })).json();
    expect(item.error_details).toMatchObject({ message: 'TypeError: x is undefined', path: '/home' });
    const requested = await column(cookies.admin, 'Requested', '&category=Bug%20Report');
    expect(requested.items.map((i) => i.id)).toContain(id);
  });

  it('offers engagements to file requests against', async () => {
    const options = await (
      await t.request('GET', '/api/work-items/engagement-options', { cookie: cookies.employee })
    ).json();
    expect(options.length).toBeGreaterThan(0);
    const fileAgainst = (engagementId: string, name: string) =>
      t.request('POST', '/api/work-items', {
        cookie: cookies.employee,
        body: { name, problem_statement: 'x', kind: 'engagement', engagement_id: engagementId },
      });
    expect((await fileAgainst(options[0].id, 'Client dashboard tweak')).status).toBe(201);
    expect((await fileAgainst('00000000-0000-4000-8000-000000000000', 'Ghost engagement')).status).toBe(422);
  });
});
