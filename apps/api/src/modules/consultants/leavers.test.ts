import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql.js';
import { createTestApp, DEMO, type TestApp } from '../../test/harness.js';

/** Issue 12, item 11: leavers are archived (hidden, user deactivated, kept in history) and can be restored. */
let t: TestApp;
let admin = '';
let pm = '';
let employee = '';
let leaver = { id: '', name: '', version: 0 };
let adminId = '';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(DEMO.admin);
  pm = await t.signIn(DEMO.pm);
  employee = await t.signIn(DEMO.employee);
  const me = await (await t.request('GET', '/api/me', { cookie: employee })).json();
  const record = await (await t.request('GET', `/api/consultants/${me.consultant.id}`, { cookie: admin })).json();
  leaver = { id: record.id, name: record.last_name, version: record.version };
  adminId = (await (await t.request('GET', '/api/me', { cookie: admin })).json()).consultant.id;
});
afterAll(() => t.close());

const archive = (cookie: string, version: number, id = leaver.id, leftOn = '2026-11-20') =>
  t.request('POST', `/api/consultants/${id}/archive`, {
    cookie,
    body: { left_on: leftOn },
    headers: { 'if-match': `"${version}"` },
  });
const restore = (cookie: string, version: number) =>
  t.request('POST', `/api/consultants/${leaver.id}/restore`, {
    cookie,
    body: {},
    headers: { 'if-match': `"${version}"` },
  });
const directoryIds = async (query: string, cookie = admin) => {
  const response = await t.request('GET', `/api/consultants?${query}&pageSize=100`, { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()).items as { id: string }[]).map((item) => item.id);
};

describe('archiving a leaver', () => {
  it('is refused to a project manager (403) and to anyone listing the archived ones without the right', async () => {
    expect((await archive(pm, leaver.version)).status).toBe(403);
    expect((await t.request('GET', '/api/consultants?status=archived', { cookie: pm })).status).toBe(403);
    expect((await t.request('GET', '/api/consultants?status=archived', { cookie: employee })).status).toBe(403);
  });

  it('refuses bad input, a stale version and archiving oneself', async () => {
    const bad = await t.request('POST', `/api/consultants/${leaver.id}/archive`, {
      cookie: admin,
      body: { left_on: 'yesterday' },
    });
    expect(bad.status).toBe(422);
    expect((await archive(admin, leaver.version + 5)).status).toBe(409);
    const self = await (await t.request('GET', `/api/consultants/${adminId}`, { cookie: admin })).json();
    expect((await archive(admin, self.version, adminId)).status).toBe(409);
    expect((await archive(admin, 1, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('hides them from the directory, pickers and staffing, ends their sessions and keeps their record', async () => {
    expect(await directoryIds(`q=${leaver.name}`)).toContain(leaver.id);
    const response = await archive(admin, leaver.version);
    expect(response.status).toBe(200);
    const archived = await response.json();
    expect(archived).toMatchObject({ is_active: false, left_on: '2026-11-20', version: leaver.version + 1 });
    leaver.version = archived.version;

    expect((await t.request('GET', '/api/me', { cookie: employee })).status).toBe(401);
    const signIn = await t.request('POST', '/api/auth/sign-in/email', {
      body: { email: DEMO.employee, password: 'demo-password' },
    });
    expect(signIn.status).toBe(403);

    expect(await directoryIds(`q=${leaver.name}`)).not.toContain(leaver.id); // directory and every picker
    expect(await directoryIds(`q=${leaver.name}&status=archived`)).toContain(leaver.id);
    const board = await t.request('GET', '/api/staffing/board', { cookie: admin });
    expect(board.status).toBe(200);
    expect(await board.text()).not.toContain(leaver.id);

    const kept = await t.request('GET', `/api/consultants/${leaver.id}`, { cookie: pm });
    expect(kept.status).toBe(200); // history still names them
    const [audit] = await rowsOf<{ after: { is_active: boolean; user_deactivated: boolean } }>(
      t.deps.database.db,
      sql`select after from audit_log where entity_id = ${leaver.id} order by id desc limit 1`,
    );
    expect(audit?.after).toMatchObject({ is_active: false, user_deactivated: true });
    expect((await archive(admin, leaver.version)).status).toBe(409); // already archived
  });

  it('restores them: listed again and able to sign in', async () => {
    expect((await restore(pm, leaver.version)).status).toBe(403);
    expect((await restore(admin, leaver.version - 1)).status).toBe(409);
    const response = await restore(admin, leaver.version);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ is_active: true, left_on: null });
    expect(await directoryIds(`q=${leaver.name}`)).toContain(leaver.id);
    expect(await directoryIds(`q=${leaver.name}&status=archived`)).not.toContain(leaver.id);
    expect((await t.signIn(DEMO.employee)).length).toBeGreaterThan(0);
  });
});
