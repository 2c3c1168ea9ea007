import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../test/demo-app.js';

const { t, cookies } = useDemoApp();
let itemId = '';

const me = async (cookie: string) => (await t.request('GET', '/api/me', { cookie })).json();
const unread = async (cookie: string) =>
  ((await (await t.request('GET', '/api/notifications/unread-count', { cookie })).json()) as { unread: number }).unread;

beforeAll(async () => {
  const created = await t.request('POST', '/api/work-items', {
    cookie: cookies.admin,
    body: { name: 'Comment edits', problem_statement: 'Testing comments.' },
  });
  itemId = (await created.json()).id;
});

describe('work item comments', () => {
  it('notifies the people mentioned, once, and not the author', async () => {
    const employeeConsultant = (await me(cookies.employee)).consultant.id;
    const pmConsultant = (await me(cookies.pm)).consultant.id;
    const before = await unread(cookies.employee);
    const body = `Can you check this, @[Eve](${employeeConsultant})? cc @[Eve](${employeeConsultant}) @[Me](${pmConsultant})`;
    const posted = await t.request('POST', `/api/work-items/${itemId}/comments`, {
      cookie: cookies.pm,
      body: { body },
    });
    expect(posted.status).toBe(201);
    expect(await unread(cookies.employee)).toBe(before + 1);
    const notices = await (
      await t.request('GET', '/api/notifications?page=1&pageSize=1', { cookie: cookies.employee })
    ).json();
    // The notification quotes the comment with the names people read, not the raw mention tokens.
    expect(notices.items[0].body).toBe('Can you check this, @Eve? cc @Eve @Me');
  });

  it('lets the author edit with If-Match (stale 409, someone else 403) and notifies only new mentions', async () => {
    const comment = await (
      await t.request('POST', `/api/work-items/${itemId}/comments`, {
        cookie: cookies.pm,
        body: { body: 'First **draft**' },
      })
    ).json();
    expect(comment).toMatchObject({ version: 1, edited_at: null });
    const path = `/api/work-items/${itemId}/comments/${comment.id}`;
    const byOther = await t.request('PATCH', path, { cookie: cookies.employee, body: { body: 'Hijacked' } });
    expect(byOther.status).toBe(403);
    const employeeConsultant = (await me(cookies.employee)).consultant.id;
    const before = await unread(cookies.employee);
    const edited = await t.request('PATCH', path, {
      cookie: cookies.pm,
      headers: { 'If-Match': '"1"' },
      body: { body: `Second draft for @[Eve](${employeeConsultant})` },
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ version: 2, body: `Second draft for @[Eve](${employeeConsultant})` });
    expect(await unread(cookies.employee)).toBe(before + 1);
    const stale = await t.request('PATCH', path, {
      cookie: cookies.pm,
      headers: { 'If-Match': '"1"' },
      body: { body: 'x' },
    });
    expect(stale.status).toBe(409);
    const list = await (
      await t.request('GET', `/api/work-items/${itemId}/comments`, { cookie: cookies.employee })
    ).json();
    expect(list.items.find((c: { id: string }) => c.id === comment.id).edited_at).not.toBeNull();
  });

  it('lets the author or an admin delete; another user is refused; another item’s comment is 404', async () => {
    const post = async (cookie: string) =>
      (await t.request('POST', `/api/work-items/${itemId}/comments`, { cookie, body: { body: 'To go' } })).json();
    const mine = await post(cookies.employee);
    const path = (id: string) => `/api/work-items/${itemId}/comments/${id}`;
    expect((await t.request('DELETE', path(mine.id), { cookie: cookies.pm })).status).toBe(403);
    expect((await t.request('DELETE', path(mine.id), { cookie: cookies.employee })).status).toBe(204);
    expect((await t.request('DELETE', path(mine.id), { cookie: cookies.employee })).status).toBe(404);
    const theirs = await post(cookies.pm);
    expect((await t.request('DELETE', path(theirs.id), { cookie: cookies.admin })).status).toBe(204);
    const other = await (
      await t.request('POST', '/api/work-items', {
        cookie: cookies.admin,
        body: { name: 'Another item', problem_statement: 'Elsewhere.' },
      })
    ).json();
    const elsewhere = await post(cookies.pm);
    const wrongItem = `/api/work-items/${other.id}/comments/${elsewhere.id}`;
    expect((await t.request('DELETE', wrongItem, { cookie: cookies.pm })).status).toBe(404);
  });
});
