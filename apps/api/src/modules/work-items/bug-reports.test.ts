import { BUG_REPORT_CATEGORY } from '@praxis/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql.js';
import { DEMO } from '../../test/harness.js';
import { useTestApp } from '../../test/demo-app.js';

const t = useTestApp();

describe('bug reports from the error page', () => {
  it('files a Requested work item named after the first 50 characters and notifies every admin', async () => {
    const employee = await t.signIn(DEMO.employee);
    const admin = await t.signIn(DEMO.admin);
    const me = await (await t.request('GET', '/api/me', { cookie: employee })).json();
    const unreadBefore = (await (await t.request('GET', '/api/notifications/unread-count', { cookie: admin })).json())
      .unread;
    const message = "TypeError: Cannot read properties of undefined (reading 'map') in EngagementList";
    const response = await t.request('POST', '/api/bug-reports', {
      cookie: employee,
      body: { message, details: 'at EngagementList (list.tsx:12)', path: '/engagements/projects' },
    });
    expect(response.status).toBe(201);
    const { id } = await response.json();

    const [row] = await rowsOf<Record<string, unknown>>(
      t.deps.database.db,
      sql`select * from improvement_requests where id = ${id}`,
    );
    expect(row).toMatchObject({
      name: message.slice(0, 50),
      category: BUG_REPORT_CATEGORY,
      status: 'Requested',
      user_id: me.user.id,
      consultant_id: me.consultant.id,
    });
    expect(String(row?.problem_statement)).toContain(message);
    expect(row?.proposed_solution).toBeTruthy();

    const unreadAfter = (await (await t.request('GET', '/api/notifications/unread-count', { cookie: admin })).json())
      .unread;
    expect(unreadAfter).toBe(unreadBefore + 1);
    const latest = (
      await (await t.request('GET', '/api/notifications?filter=unread&pageSize=1', { cookie: admin })).json()
    ).items[0];
    expect(latest.link).toBe(`/work-management/${id}`);
  });

  it('refuses an empty message and unknown fields, writing nothing', async () => {
    const employee = await t.signIn(DEMO.employee);
    const count = async () =>
      (await rowsOf<{ n: number }>(t.deps.database.db, sql`select count(*)::int as n from improvement_requests`))[0]?.n;
    const before = await count();
    expect((await t.request('POST', '/api/bug-reports', { cookie: employee, body: { message: '   ' } })).status).toBe(
      422,
    );
    expect(
      (await t.request('POST', '/api/bug-reports', { cookie: employee, body: { message: 'x', status: 'Done' } }))
        .status,
    ).toBe(422);
    expect(await count()).toBe(before);
  });
});
