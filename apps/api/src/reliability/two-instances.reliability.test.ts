import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openEvents } from './events-client.js';
import { DEMO, describeReliability, type RunningServer } from './support.js';

/**
 * Two API processes on one PostgreSQL and one shared DATA_DIR, as behind a load balancer: what happens through one
 * is seen through the other at once — notifications on the other's event streams (LISTEN/NOTIFY), a sign-out and a
 * role change (the session cache is per process, invalidated by NOTIFY), and uploaded files (shared storage).
 */

describeReliability('two instances, one database', process.env, (database) => {
  let dataDir: string;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'praxis-two-'));
    const env = { DATA_DIR: dataDir };
    a = await database.startServer(env);
    b = await database.startServer(env);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('a notification created through one instance reaches an event stream open on the other', async () => {
    const admin = await a.signIn(DEMO.admin);
    const employee = await b.signIn(DEMO.employee);
    const me = await (await b.fetch('/api/me', { cookie: employee })).json();
    const events = await openEvents(b, employee);
    try {
      const before = (await events.next('unread-count')) as { unread: number };
      const clients = await (await a.fetch('/api/clients?q=Contoso', { cookie: admin })).json();
      const created = await a.fetch('/api/engagements', {
        method: 'POST',
        cookie: admin,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Two instances', client_id: clients.items[0].id, type: 'project' }),
      });
      expect(created.status).toBe(201);
      const engagement = await created.json();
      const added = await a.fetch(`/api/engagements/${engagement.id}/team`, {
        method: 'POST',
        cookie: admin,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          consultant_id: me.consultant.id,
          start_date: '2027-03-01',
          end_date: '2027-03-26',
          hours_allocated: 8,
        }),
      });
      expect(added.status).toBe(201);
      expect(await events.next('unread-count', 5_000)).toEqual({ unread: before.unread + 1 });
    } finally {
      events.close();
    }
  });

  it('a sign-out through one instance ends the session on the other at once', async () => {
    const cookie = await a.signIn(DEMO.pm);
    // The other instance has verified (and cached) the session.
    expect((await b.fetch('/api/me', { cookie })).status).toBe(200);
    expect((await b.fetch('/api/me', { cookie })).status).toBe(200);
    const out = await a.fetch('/api/auth/sign-out', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBe(200);
    // NOTIFY is delivered after the commit, in milliseconds; the cache would otherwise keep it for 10 s.
    await expect.poll(async () => (await b.fetch('/api/me', { cookie })).status, { timeout: 2_000 }).toBe(401);
  });

  it('a role change through one instance applies on the other at once', async () => {
    const admin = await a.signIn(DEMO.admin);
    const employee = await b.signIn(DEMO.employee);
    const me = await (await b.fetch('/api/me', { cookie: employee })).json();
    expect(me.roles).toEqual(['employee']);
    expect((await b.fetch('/api/admin-whitelist', { cookie: employee })).status).toBe(403);
    const put = (primary_role: string) =>
      a.fetch(`/api/users/${me.user.id}/roles`, {
        method: 'PUT',
        cookie: admin,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ primary_role, additional_roles: [] }),
      });
    expect((await put('Project Manager')).status).toBe(200);
    await expect
      .poll(async () => (await (await b.fetch('/api/me', { cookie: employee })).json()).roles, { timeout: 2_000 })
      .toEqual(['Project Manager']);
    expect((await put('employee')).status).toBe(200);
    await expect
      .poll(async () => (await (await b.fetch('/api/me', { cookie: employee })).json()).roles, { timeout: 2_000 })
      .toEqual(['employee']);
  });

  it('a file uploaded through one instance is served by the other', async () => {
    const pm = await a.signIn(DEMO.pm);
    const folder = await (
      await a.fetch('/api/golden-folders', {
        method: 'POST',
        cookie: pm,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Shared storage kit' }),
      })
    ).json();
    const form = new FormData();
    const content = `%PDF-1.7\nwritten through ${a.origin}`;
    form.set('file', new File([content], 'guide.pdf', { type: 'application/pdf' }));
    const uploaded = await a.fetch(`/api/golden-folders/${folder.id}/documents`, {
      method: 'POST',
      cookie: pm,
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const item = await uploaded.json();
    const pmOnB = await b.signIn(DEMO.pm);
    const download = await b.fetch(`/api/golden-items/${item.id}/download`, { cookie: pmOnB });
    expect(download.status).toBe(200);
    expect(await download.text()).toBe(content);
  });
});
