import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test/harness.js';

/**
 * No peeking: a user cannot reach another user's private data by guessing ids or by playing with filters.
 * (Direct id guessing on notifications is in notifications.test.ts; draft timesheets do not exist yet.)
 */
type Who = 'pm' | 'employee';
let t: TestApp;
let admin: string;
const session = {} as Record<Who, { cookie: string; userId: string; consultantId: string }>;
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(DEMO.admin);
  for (const who of ['pm', 'employee'] as const) {
    const cookie = await t.signIn(DEMO[who]);
    const me = await (await t.request('GET', '/api/me', { cookie })).json();
    session[who] = { cookie, userId: me.user.id, consultantId: me.consultant.id };
  }
});
afterAll(() => t.close());

describe('private profile data (hourly rate: the consultant themself and finance.view only)', () => {
  it('is hidden from others in the single read, the list, and every filter of the list', async () => {
    const all = await (await t.request('GET', '/api/consultants?pageSize=200', { cookie: admin })).json();
    const consultants = all.items as { id: string; first_name: string; last_name: string; email: string }[];
    expect(consultants.length).toBeGreaterThan(5);
    const availability = ['available', 'partially_available', 'busy', 'on_leave'];

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<Who>('pm', 'employee'),
        fc.constantFrom(...consultants),
        fc.constantFrom('first_name', 'last_name', 'email', 'none'),
        fc.option(fc.constantFrom(...availability), { nil: undefined }),
        async (who, target, searchBy, status) => {
          const { cookie, consultantId } = session[who];
          const own = target.id === consultantId;
          const single = await (await t.request('GET', `/api/consultants/${target.id}`, { cookie })).json();
          if (!own) expect(single.hourly_rate).toBeNull();

          const query = new URLSearchParams({ pageSize: '200' });
          if (searchBy !== 'none') query.set('q', target[searchBy as 'email']);
          if (status) query.set('availability', status);
          const page = await (await t.request('GET', `/api/consultants?${query}`, { cookie })).json();
          for (const item of page.items as { id: string; hourly_rate: unknown }[]) {
            if (item.id !== consultantId) expect(item.hourly_rate).toBeNull();
          }
        },
      ),
      { numRuns: Math.min(RUNS, 200) },
    );
  });

  it("cannot be changed by someone else: an employee's PATCH of another profile is refused and changes nothing", async () => {
    const { cookie } = session.employee;
    const target = session.pm.consultantId;
    const before = await (await t.request('GET', `/api/consultants/${target}`, { cookie: admin })).json();
    for (const body of [{ bio: 'peeked' }, { hourly_rate: 1 }, { email: 'x@example.com' }]) {
      const response = await t.request('PATCH', `/api/consultants/${target}`, { cookie, body });
      expect(response.status).toBe(403);
    }
    const after = await (await t.request('GET', `/api/consultants/${target}`, { cookie: admin })).json();
    expect(after).toEqual(before);
  });
});

describe("another user's notifications", () => {
  it('never show up in any filter or page, nor in the unread count, and cannot be changed by id', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const sent = await t.request('POST', '/api/notifications', {
        cookie: admin,
        body: { recipient_user_id: session.employee.userId, title: `For the employee only ${i}` },
      });
      expect(sent.status).toBe(201);
      ids.push((await sent.json()).id);
    }
    const { cookie } = session.pm;
    const countBefore = (await (await t.request('GET', '/api/notifications/unread-count', { cookie })).json()).unread;

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('all', 'unread', undefined),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom(1, 2, 50, 200),
        async (filter, page, pageSize) => {
          const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
          if (filter) query.set('filter', filter);
          const response = await t.request('GET', `/api/notifications?${query}`, { cookie });
          expect(response.status).toBe(200);
          const seen = ((await response.json()).items as { id: string; recipient_user_id?: string }[]).map((n) => n.id);
          for (const id of ids) expect(seen).not.toContain(id);
        },
      ),
      { numRuns: Math.min(RUNS, 100) },
    );

    for (const id of [...ids, randomUUID()]) {
      expect((await t.request('POST', `/api/notifications/${id}/read`, { cookie })).status).toBe(404);
      expect((await t.request('DELETE', `/api/notifications/${id}`, { cookie })).status).toBe(404);
    }
    expect((await (await t.request('GET', '/api/notifications/unread-count', { cookie })).json()).unread).toBe(
      countBefore,
    );
    const employeeUnread = await (
      await t.request('GET', '/api/notifications?filter=unread&pageSize=200', { cookie: session.employee.cookie })
    ).json();
    expect(employeeUnread.items.map((n: { id: string }) => n.id)).toEqual(expect.arrayContaining(ids));
  });
});
