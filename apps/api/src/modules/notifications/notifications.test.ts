import { describe, expect, it } from 'vitest';
import { useDemoPeople } from '../../test/demo-app.js';

const { t, cookies: cookie, userIds: userId } = useDemoPeople();

const unread = async (role: keyof typeof cookie) =>
  (await (await t.request('GET', '/api/notifications/unread-count', { cookie: cookie[role] })).json()).unread as number;

const send = (recipient: string, title: string) =>
  t.request('POST', '/api/notifications', {
    cookie: cookie.admin,
    body: { recipient_user_id: recipient, title, link: '/home' },
  });

describe('notifications', () => {
  it('counts unread, marks one read, and deletes (deleted_at) — unread means read_at and deleted_at empty', async () => {
    const start = await unread('pm');
    const a = await (await send(userId.pm, 'First')).json();
    const b = await (await send(userId.pm, 'Second')).json();
    expect(await unread('pm')).toBe(start + 2);

    expect((await t.request('POST', `/api/notifications/${a.id}/read`, { cookie: cookie.pm })).status).toBe(200);
    expect(await unread('pm')).toBe(start + 1);

    expect((await t.request('DELETE', `/api/notifications/${b.id}`, { cookie: cookie.pm })).status).toBe(204);
    expect(await unread('pm')).toBe(start);

    const all = await (
      await t.request('GET', '/api/notifications?filter=all&pageSize=200', { cookie: cookie.pm })
    ).json();
    expect(all.items.map((n: { id: string }) => n.id)).toContain(a.id);
    expect(all.items.map((n: { id: string }) => n.id)).not.toContain(b.id);
    const onlyUnread = await (
      await t.request('GET', '/api/notifications?filter=unread&pageSize=200', { cookie: cookie.pm })
    ).json();
    expect(onlyUnread.items.every((n: { read_at: string | null }) => n.read_at === null)).toBe(true);
  });

  it('marks all read', async () => {
    await send(userId.employee, 'One');
    await send(userId.employee, 'Two');
    expect(await unread('employee')).toBeGreaterThan(0);
    expect((await t.request('POST', '/api/notifications/read-all', { cookie: cookie.employee })).status).toBe(200);
    expect(await unread('employee')).toBe(0);
  });

  it("refuses another user's notification as not found, changing nothing", async () => {
    const mine = await (await send(userId.pm, 'Private to the PM')).json();
    const before = await unread('pm');
    expect((await t.request('POST', `/api/notifications/${mine.id}/read`, { cookie: cookie.employee })).status).toBe(
      404,
    );
    expect((await t.request('DELETE', `/api/notifications/${mine.id}`, { cookie: cookie.employee })).status).toBe(404);
    expect(await unread('pm')).toBe(before);
    const theirs = await (
      await t.request('GET', '/api/notifications?pageSize=200', { cookie: cookie.employee })
    ).json();
    expect(theirs.items.map((n: { id: string }) => n.id)).not.toContain(mine.id);
  });

  it('lets only admins send notifications, and only with in-app links', async () => {
    const byPm = await t.request('POST', '/api/notifications', {
      cookie: cookie.pm,
      body: { recipient_user_id: userId.employee, title: 'x' },
    });
    expect(byPm.status).toBe(403);
    const offsite = await t.request('POST', '/api/notifications', {
      cookie: cookie.admin,
      body: { recipient_user_id: userId.employee, title: 'x', link: '//evil.example' },
    });
    expect(offsite.status).toBe(422);
    const nobody = await send('00000000-0000-4000-8000-000000000000', 'to nobody');
    expect(nobody.status).toBe(422);
  });

  it('streams the unread count and pushes a new one when a notification arrives', async () => {
    const controller = new AbortController();
    const response = await t.app.request('http://localhost:3000/api/events', {
      headers: { cookie: cookie.employee, origin: 'http://localhost:3000' },
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const nextCount = async () => {
      for (;;) {
        const match = /event: unread-count\ndata: (\{.*\})\n\n/.exec(buffer);
        if (match) {
          buffer = buffer.slice((match.index ?? 0) + match[0].length);
          return JSON.parse(match[1]!).unread as number;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += decoder.decode(value, { stream: true });
      }
    };
    const first = await nextCount();
    await send(userId.employee, 'Live one');
    expect(await nextCount()).toBe(first + 1);
    controller.abort();
    await reader.cancel().catch(() => undefined);
  });
});

describe('notifications: CSV export (format=csv)', () => {
  it("exports only the caller's own notifications, every page, unread filter applied (admins only)", async () => {
    const mine = `CSV for the admin ${Date.now()}`;
    const theirs = `CSV for the PM ${Date.now()}`;
    expect((await send(userId.admin, mine)).status).toBe(201);
    expect((await send(userId.pm, theirs)).status).toBe(201);
    const path = '/api/notifications?format=csv&filter=unread&pageSize=1&columns=title';
    expect((await t.request('GET', path, { cookie: cookie.employee })).status).toBe(403);
    const response = await t.request('GET', path, { cookie: cookie.admin });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/filename="notifications-\d{4}-\d{2}-\d{2}\.csv"/);
    const titles = (await response.text()).trimEnd().split('\r\n');
    expect(titles[0]).toBe('title');
    expect(titles).toContain(mine);
    expect(titles).not.toContain(theirs);
    expect(titles).toHaveLength((await unread('admin')) + 1);
  });
});
