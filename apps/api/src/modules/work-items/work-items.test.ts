import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql.js';
import { DEMO } from '../../test/harness.js';
import { useDemoApp } from '../../test/demo-app.js';

const { t, cookies } = useDemoApp();

const countNamed = async (name: string) =>
  (
    await rowsOf<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from improvement_requests where name = ${name}`,
    )
  )[0]?.n;

describe('creating work items', () => {
  it('creates a Requested item owned by the caller, with an audit row', async () => {
    const response = await t.request('POST', '/api/work-items', {
      cookie: cookies.employee,
      body: { name: 'Faster expense approvals', problem_statement: 'Approvals take a week.' },
    });
    expect(response.status).toBe(201);
    const item = await response.json();
    expect(item).toMatchObject({ status: 'Requested', kind: 'internal', priority: 'medium', version: 1 });
    const [audit] = await rowsOf<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from audit_log where entity = 'improvement_requests' and entity_id = ${item.id}`,
    );
    expect(audit?.n).toBe(1);
    expect((await t.request('GET', `/api/work-items/${item.id}`, { cookie: cookies.employee })).status).toBe(200);
  });

  it('creates exactly one row for retries with the same Idempotency-Key', async () => {
    const body = { name: 'Idempotent request', problem_statement: 'Retried after a timeout.' };
    const headers = { 'idempotency-key': 'retry-key-0001' };
    const [a, b] = await Promise.all([
      t.request('POST', '/api/work-items', { cookie: cookies.employee, body, headers }),
      t.request('POST', '/api/work-items', { cookie: cookies.employee, body, headers }),
    ]);
    const c = await t.request('POST', '/api/work-items', { cookie: cookies.employee, body, headers });
    const ids = await Promise.all([a, b, c].map(async (r) => (await r.json()).id));
    expect(new Set(ids).size).toBe(1);
    expect(await countNamed(body.name)).toBe(1);
    const reused = await t.request('POST', '/api/work-items', {
      cookie: cookies.employee,
      body: { ...body, name: 'Other' },
      headers,
    });
    expect(reused.status).toBe(422);
    // The key is claimed inside the work's transaction: a refused or replayed copy leaves nothing behind.
    expect(await countNamed('Other')).toBe(0);
    expect(await countNamed(body.name)).toBe(1);
    const [audited] = await rowsOf<{ n: number; actor: string | null; name: string }>(
      t.deps.database.db,
      sql`select count(*)::int as n, min(actor_user_id::text) as actor, min(after->>'name') as name from audit_log
          where entity = 'improvement_requests' and entity_id = ${ids[0]}`,
    );
    expect(audited).toMatchObject({ n: 1, name: body.name });
    expect(audited?.actor).toBeTruthy();
  });

  it('requires an engagement for engagement requests and refuses unknown fields', async () => {
    const noEngagement = await t.request('POST', '/api/work-items', {
      cookie: cookies.employee,
      body: { name: 'Needs engagement', problem_statement: 'x', kind: 'engagement' },
    });
    expect(noEngagement.status).toBe(422);
    expect((await noEngagement.json()).details.fields.engagement_id).toBeTruthy();
    const extra = await t.request('POST', '/api/work-items', {
      cookie: cookies.employee,
      body: { name: 'Extra', problem_statement: 'x', status: 'Done' },
    });
    expect(extra.status).toBe(422);
    expect(await countNamed('Extra')).toBe(0);
  });
});

describe('work items: CSV export (format=csv)', () => {
  it('exports my requests only with mine=true, every page, with a download name (admins only)', async () => {
    const pm = await t.signIn(DEMO.pm);
    const mineName = `CSV mine ${Date.now()}`;
    const othersName = `CSV others ${Date.now()}`;
    for (const [who, name] of [
      [cookies.admin, mineName],
      [pm, othersName],
    ] as const) {
      const created = await t.request('POST', '/api/work-items', {
        cookie: who,
        body: { name, problem_statement: 'For the export.' },
      });
      expect(created.status).toBe(201);
    }
    const path = '/api/work-items?format=csv&mine=true&pageSize=1&columns=name';
    expect((await t.request('GET', path, { cookie: cookies.employee })).status).toBe(403);
    const response = await t.request('GET', path, { cookie: cookies.admin });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/filename="work-items-\d{4}-\d{2}-\d{2}\.csv"/);
    const names = (await response.text()).trimEnd().split('\r\n').slice(1);
    const mine = await (
      await t.request('GET', '/api/work-items?mine=true&pageSize=100', { cookie: cookies.admin })
    ).json();
    expect(names).toHaveLength(mine.total);
    expect(names).toContain(mineName);
    expect(names).not.toContain(othersName);
  });

  it('refuses a signed-out caller with 401', async () => {
    expect((await t.request('GET', '/api/work-items?format=csv')).status).toBe(401);
  });
});
