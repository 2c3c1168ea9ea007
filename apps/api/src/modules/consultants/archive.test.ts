import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD } from '../../test/harness.js';
import { useDemoApp } from '../../test/demo-app.js';

const { t, cookies } = useDemoApp();
let employee: { id: string; first_name: string; last_name: string; version: number };

beforeAll(async () => {
  const me = await (await t.request('GET', '/api/me', { cookie: cookies.employee })).json();
  employee = await (await t.request('GET', `/api/consultants/${me.consultant.id}`, { cookie: cookies.admin })).json();
});

const archive = (id: string, cookie: string, version: number, left_on = '2026-11-30') =>
  t.request('POST', `/api/consultants/${id}/archive`, {
    cookie,
    body: { left_on },
    headers: { 'if-match': `"${version}"` },
  });
const signInStatus = async () =>
  (
    await t.request('POST', '/api/auth/sign-in/email', {
      body: { email: DEMO.employee, password: DEMO_PASSWORD },
    })
  ).status;
const names = async (path: string, cookie = cookies.admin) =>
  ((await (await t.request('GET', path, { cookie })).json()).items as { first_name: string }[]).map(
    (c) => c.first_name,
  );

describe('leavers (docs/product.md §11.3)', () => {
  it('only those who manage consultants archive, with the version read; a bad date is 422', async () => {
    expect((await archive(employee.id, cookies.pm, employee.version)).status).toBe(403);
    expect((await archive(employee.id, cookies.admin, employee.version - 1)).status).toBe(409);
    expect((await archive(employee.id, cookies.admin, employee.version, '30/11/2026')).status).toBe(422);
    expect((await t.request('GET', '/api/consultants?archived=true', { cookie: cookies.pm })).status).toBe(403);
    expect(
      (await t.request('GET', '/api/consultants?archived=true&format=csv', { cookie: cookies.employee })).status,
    ).toBe(403);
  });

  it('archives a leaver: out of the directory and the staffing board, listed as archived, cannot sign in', async () => {
    const response = await archive(employee.id, cookies.admin, employee.version);
    expect(response.status).toBe(200);
    const archived = await response.json();
    expect(archived).toMatchObject({ id: employee.id, left_on: '2026-11-30', version: employee.version + 1 });

    const q = encodeURIComponent(employee.last_name);
    expect(await names(`/api/consultants?q=${q}`)).not.toContain(employee.first_name);
    expect(await names(`/api/consultants?q=${q}&archived=true`)).toContain(employee.first_name);
    const board = await (await t.request('GET', `/api/staffing/board?q=${q}`, { cookie: cookies.admin })).json();
    expect(board.rows.map((row: { id: string }) => row.id)).not.toContain(employee.id);
    // Kept in history: the profile still answers (past engagements and timesheets keep the name).
    expect((await t.request('GET', `/api/consultants/${employee.id}`, { cookie: cookies.pm })).status).toBe(200);
    // The account is deactivated: the old session is gone and signing in is refused.
    expect((await t.request('GET', '/api/me', { cookie: cookies.employee })).status).toBe(401);
    expect(await signInStatus()).toBe(403);
    // Twice is a conflict, not a second deactivation.
    expect((await archive(employee.id, cookies.admin, archived.version)).status).toBe(409);

    const restored = await t.request('POST', `/api/consultants/${employee.id}/restore`, {
      cookie: cookies.admin,
      headers: { 'if-match': `"${archived.version}"` },
    });
    expect(restored.status).toBe(200);
    expect(await restored.json()).toMatchObject({ left_on: null });
    expect(await names(`/api/consultants?q=${q}`)).toContain(employee.first_name);
    expect(await signInStatus()).toBe(200);
  });

  it('refuses archiving yourself', async () => {
    const me = await (await t.request('GET', '/api/me', { cookie: cookies.admin })).json();
    const mine = await (
      await t.request('GET', `/api/consultants/${me.consultant.id}`, { cookie: cookies.admin })
    ).json();
    expect((await archive(mine.id, cookies.admin, mine.version)).status).toBe(409);
  });
});
