import { describe, expect, it } from 'vitest';
import { DEMO } from '../../test/harness.js';
import { useDemoApp } from '../../test/demo-app.js';

const { t, cookies } = useDemoApp();

describe('users with roles', () => {
  it('lists accounts with primary and additional roles, searchable, for admins only', async () => {
    const response = await t.request('GET', '/api/users?q=demo.local', { cookie: cookies.admin });
    expect(response.status).toBe(200);
    const page = await response.json();
    const byEmail = Object.fromEntries(page.items.map((u: { email: string }) => [u.email, u]));
    expect(byEmail[DEMO.admin]).toMatchObject({ primary_role: 'admin' });
    expect(byEmail[DEMO.pm]).toMatchObject({ primary_role: 'Project Manager' });
    expect(byEmail[DEMO.employee]).toMatchObject({ primary_role: 'employee', additional_roles: [] });
    expect((await t.request('GET', '/api/users', { cookie: cookies.pm })).status).toBe(403);
    expect((await t.request('GET', '/api/users', { cookie: cookies.employee })).status).toBe(403);
  });
});

describe('admin whitelist', () => {
  it('adds (lowercased), deactivates and removes entries; duplicates are 409; bad emails 422', async () => {
    const created = await t.request('POST', '/api/admin-whitelist', {
      cookie: cookies.admin,
      body: { email: 'Toolbar.User@Example.com' },
    });
    expect(created.status).toBe(201);
    const entry = await created.json();
    expect(entry).toMatchObject({ email: 'toolbar.user@example.com', is_active: true });
    const duplicate = await t.request('POST', '/api/admin-whitelist', {
      cookie: cookies.admin,
      body: { email: 'toolbar.user@example.com' },
    });
    expect(duplicate.status).toBe(409);
    expect(
      (await t.request('POST', '/api/admin-whitelist', { cookie: cookies.admin, body: { email: 'nope' } })).status,
    ).toBe(422);
    const off = await t.request('PATCH', `/api/admin-whitelist/${entry.id}`, {
      cookie: cookies.admin,
      body: { is_active: false },
    });
    expect((await off.json()).is_active).toBe(false);
    const list = await (await t.request('GET', '/api/admin-whitelist?q=toolbar', { cookie: cookies.admin })).json();
    expect(list.items).toHaveLength(1);
    expect((await t.request('DELETE', `/api/admin-whitelist/${entry.id}`, { cookie: cookies.admin })).status).toBe(204);
    expect((await t.request('GET', '/api/admin-whitelist', { cookie: cookies.employee })).status).toBe(403);
  });

  it('an inactive entry hides the toolbar from that user', async () => {
    const cookie = await t.signUp({ email: 'wl.user@example.com', password: 'wl-user-password', name: 'Wl User' });
    const entry = await (
      await t.request('POST', '/api/admin-whitelist', { cookie: cookies.admin, body: { email: 'wl.user@example.com' } })
    ).json();
    expect((await (await t.request('GET', '/api/me', { cookie })).json()).isWhitelisted).toBe(true);
    await t.request('PATCH', `/api/admin-whitelist/${entry.id}`, { cookie: cookies.admin, body: { is_active: false } });
    expect((await (await t.request('GET', '/api/me', { cookie })).json()).isWhitelisted).toBe(false);
  });
});

describe('users and whitelist: CSV export (format=csv)', () => {
  it('exports the filtered users with their roles, for admins only', async () => {
    const response = await t.request('GET', '/api/users?format=csv&q=demo.local&pageSize=1', { cookie: cookies.admin });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/filename="users-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Name,Email,Primary role,Additional roles');
    const json = await (
      await t.request('GET', '/api/users?q=demo.local&pageSize=100', { cookie: cookies.admin })
    ).json();
    expect(lines).toHaveLength(json.total + 1);
    expect(lines.some((line) => line.includes(`,${DEMO.pm},Project Manager,`))).toBe(true);
    expect((await t.request('GET', '/api/users?format=csv', { cookie: cookies.pm })).status).toBe(403);
  });

  it('exports the whitelist for users.manage only', async () => {
    const response = await t.request('GET', '/api/admin-whitelist?format=csv&columns=email,is_active', {
      cookie: cookies.admin,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/filename="admin-whitelist-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await response.text()).trimEnd().split('\r\n');
    const json = await (await t.request('GET', '/api/admin-whitelist?pageSize=100', { cookie: cookies.admin })).json();
    expect(lines).toEqual([
      'email,is_active',
      ...json.items.map((e: { email: string; is_active: boolean }) => `${e.email},${e.is_active}`),
    ]);
    expect((await t.request('GET', '/api/admin-whitelist?format=csv', { cookie: cookies.employee })).status).toBe(403);
  });
});
