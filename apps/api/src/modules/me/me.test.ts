import { ALL_PERMISSIONS, permissionsOf } from '@praxis/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { announceSessionChange } from '../../realtime/realtime.js';
import { DEMO } from '../../test/harness.js';
import { useTestApp } from '../../test/demo-app.js';

const t = useTestApp();

const meOf = async (email: string) => {
  const response = await t.request('GET', '/api/me', { cookie: await t.signIn(email) });
  expect(response.status).toBe(200);
  return response.json();
};

describe('GET /api/session', () => {
  it('answers 200 with null when signed out, so a public page logs no failed request', async () => {
    const response = await t.request('GET', '/api/session');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toBeNull();
  });

  it('answers as GET /api/me does when signed in', async () => {
    const cookie = await t.signIn(DEMO.employee);
    const probe = await (await t.request('GET', '/api/session', { cookie })).json();
    expect(probe).toEqual(await (await t.request('GET', '/api/me', { cookie })).json());
  });
});

describe('GET /api/me', () => {
  it('is 401 when signed out, with the error shape and no stack', async () => {
    const response = await t.request('GET', '/api/me');
    expect(response.status).toBe(401);
    const body = await response.json();
    expect(body).toMatchObject({ code: 'UNAUTHENTICATED', message: expect.any(String), requestId: expect.any(String) });
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('describes the admin: every permission, on the whitelist', async () => {
    const me = await meOf(DEMO.admin);
    expect(me.primaryRole).toBe('admin');
    expect(me.isWhitelisted).toBe(true);
    expect([...me.permissions].sort()).toEqual([...ALL_PERMISSIONS].sort());
    expect(me.consultant).toMatchObject({ id: expect.any(String), jobTitle: expect.any(String) });
  });

  it('describes the Project Manager: golden_folders, no engagement writes', async () => {
    const me = await meOf(DEMO.pm);
    expect(me.primaryRole).toBe('Project Manager');
    expect(me.isWhitelisted).toBe(false);
    expect([...me.permissions].sort()).toEqual(permissionsOf(['Project Manager']).sort());
    expect(me.permissions).toContain('golden_folders');
    expect(me.permissions).not.toContain('engagements.create');
  });

  it('describes the employee: no golden_folders', async () => {
    const me = await meOf(DEMO.employee);
    expect(me.primaryRole).toBe('employee');
    expect([...me.permissions].sort()).toEqual(permissionsOf(['employee']).sort());
    expect(me.permissions).not.toContain('golden_folders');
  });

  it('adds active additional roles, mapping the record name Admin to admin', async () => {
    const cookie = await t.signUp({
      email: 'extra.roles@example.com',
      password: 'extra-roles-pw',
      name: 'Extra Roles',
    });
    const before = await (await t.request('GET', '/api/me', { cookie })).json();
    const db = t.deps.database.db;
    await db.execute(sql`insert into user_roles (user_id, role_name, is_active) values
      (${before.user.id}, 'Admin', true), (${before.user.id}, 'Project Manager', false)`);
    // Written behind the API's back: announce it as the roles endpoint does, so every instance reads roles again
    // (the principal is cached with the session for a few seconds otherwise).
    await announceSessionChange(db, { user_id: before.user.id });
    await expect
      .poll(async () => (await (await t.request('GET', '/api/me', { cookie })).json()).additionalRoles)
      .toEqual(['admin']);
    const after = await (await t.request('GET', '/api/me', { cookie })).json();
    expect(after.primaryRole).toBe('employee');
    expect(after.additionalRoles).toEqual(['admin']);
    expect(after.roles).toEqual(['employee', 'admin']);
    expect(after.permissions).toContain('engagements.delete');
  });

  it("falls back to the consultant's role when the role function fails", async () => {
    const db = t.deps.database.db;
    const cookie = await t.signIn(DEMO.pm);
    await db.execute(sql`alter function get_user_primary_role(uuid) rename to get_user_primary_role_saved`);
    try {
      const me = await (await t.request('GET', '/api/me', { cookie })).json();
      expect(me.primaryRole).toBe('Project Manager');
    } finally {
      await db.execute(sql`alter function get_user_primary_role_saved(uuid) rename to get_user_primary_role`);
    }
  });
});

describe('the admin view switch', () => {
  it('narrows an admin to an employee on the server, and switches back', async () => {
    const cookie = await t.signIn(DEMO.admin);
    const switched = await t.request('PUT', '/api/me/view', { cookie, body: { view: 'employee' } });
    expect(switched.status).toBe(200);
    const viewCookie = switched.headers
      .getSetCookie()
      .find((line) => line.startsWith('praxis.view='))
      ?.split(';')[0];
    expect(viewCookie).toBe('praxis.view=employee');
    const both = `${cookie}; ${viewCookie}`;

    const asEmployee = await (await t.request('GET', '/api/me', { cookie: both })).json();
    expect(asEmployee).toMatchObject({
      view: 'employee',
      canSwitchView: true,
      primaryRole: 'employee',
      roles: ['employee'],
    });
    expect(asEmployee.permissions).not.toContain('settings.manage');
    expect((await t.request('POST', '/api/job-titles', { cookie: both, body: { title: 'Narrowed' } })).status).toBe(
      403,
    );

    const back = await t.request('PUT', '/api/me/view', { cookie: both, body: { view: 'admin' } });
    expect(back.status).toBe(200);
    expect((await back.json()).roles).toContain('admin');
  });

  it('refuses the switch to non-admins, and a forged view cookie cannot widen anyone', async () => {
    const cookie = await t.signIn(DEMO.employee);
    expect((await t.request('PUT', '/api/me/view', { cookie, body: { view: 'admin' } })).status).toBe(403);
    const forged = await (await t.request('GET', '/api/me', { cookie: `${cookie}; praxis.view=admin` })).json();
    expect(forged.roles).toEqual(['employee']);
  });
});
