import { describe, expect, it } from 'vitest';
import { createTestApp, DEMO } from '../../test/harness.js';
import { useTestApp } from '../../test/demo-app.js';

const t = useTestApp();

describe('system endpoints', () => {
  it('reports health with the database up', async () => {
    const response = await t.request('GET', '/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('answers liveness without the database, and readiness (state only, no process id) 503 while the instance drains', async () => {
    const live = await t.request('GET', '/api/health/live');
    expect(live.status).toBe(200);
    expect(await live.json()).toMatchObject({ status: 'ok', pid: process.pid });
    const ready = await t.request('GET', '/api/health/ready');
    expect(ready.status).toBe(200);
    // Public, so it names the state only, never the process id.
    expect(await ready.json()).toEqual({ status: 'ready' });
    t.deps.lifecycle.draining = true;
    try {
      const draining = await t.request('GET', '/api/health/ready');
      expect(draining.status).toBe(503);
      expect(await draining.json()).toEqual({ status: 'draining' });
      // Liveness stays up: the process is healthy, it just wants no new traffic.
      expect((await t.request('GET', '/api/health/live')).status).toBe(200);
    } finally {
      t.deps.lifecycle.draining = false;
    }
  });

  it('publishes an OpenAPI document listing the routes with their access rule', async () => {
    const document = await (await t.request('GET', '/api/openapi.json')).json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/me'].get.description).toContain('signed-in');
    expect(document.paths['/consultants/{id}'].patch.description).toContain('profile.edit_own');
  });

  it('serves a self-contained reference page', async () => {
    const response = await t.request('GET', '/api/docs');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('/api/consultants/{id}');
    expect(html).not.toMatch(/<script/i);
  });

  it('tells the sign-in page that no OIDC provider is configured, that error reporting is off and e-mail too', async () => {
    expect(await (await t.request('GET', '/api/auth-config')).json()).toEqual({
      oidc: null,
      sentry: null,
      signUp: { mode: 'domains', domains: ['demo.local', 'example.com'] },
      passwordReset: false,
    });
  });

  it('hands the web app the Sentry DSN when SENTRY_DSN is set, and lets it report there', async () => {
    const dsn = 'https://public-key@o1.ingest.sentry.example/42';
    const withSentry = await createTestApp({ SENTRY_DSN: dsn });
    try {
      const response = await withSentry.request('GET', '/api/auth-config');
      expect(await response.json()).toMatchObject({ oidc: null, sentry: { dsn }, signUp: { mode: 'domains' } });
      expect(response.headers.get('content-security-policy')).toContain(
        "connect-src 'self' https://o1.ingest.sentry.example",
      );
    } finally {
      await withSentry.close();
    }
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await t.request('GET', '/api/no-such-thing');
    expect(response.status).toBe(404);
    expect((await response.json()).code).toBe('NOT_FOUND');
  });

  it('sets security headers on every response', async () => {
    for (const path of ['/api/health', '/api/me', '/api/no-such-thing']) {
      const response = await t.request('GET', path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBeTruthy();
      expect(response.headers.get('x-request-id')).toBeTruthy();
    }
  });

  it('refuses a cross-origin state-changing request', async () => {
    const cookie = await t.signIn(DEMO.admin);
    const response = await t.request('POST', '/api/job-titles', {
      cookie,
      body: { title: 'Cross Origin' },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });

  it('is 401 signed out and 403 without the permission', async () => {
    expect((await t.request('GET', '/api/consultants')).status).toBe(401);
    const cookie = await t.signIn(DEMO.employee);
    expect((await t.request('POST', '/api/job-titles', { cookie, body: { title: 'Anything' } })).status).toBe(403);
  });

  it('paginates consultants', async () => {
    const cookie = await t.signIn(DEMO.employee);
    const page = await (await t.request('GET', '/api/consultants?page=2&pageSize=5', { cookie })).json();
    expect(page).toMatchObject({ page: 2, pageSize: 5 });
    expect(page.items).toHaveLength(5);
    expect(page.total).toBeGreaterThanOrEqual(40);
    expect((await t.request('GET', '/api/consultants?pageSize=9999', { cookie })).status).toBe(422);
  });

  it('hides hourly rates from non-admins', async () => {
    const employee = await t.signIn(DEMO.employee);
    const admin = await t.signIn(DEMO.admin);
    const asEmployee = await (await t.request('GET', '/api/consultants?pageSize=50', { cookie: employee })).json();
    const asAdmin = await (await t.request('GET', '/api/consultants?pageSize=50', { cookie: admin })).json();
    const me = await (await t.request('GET', '/api/me', { cookie: employee })).json();
    const others = asEmployee.items.filter((c: { id: string }) => c.id !== me.consultant.id);
    expect(others.every((c: { hourly_rate: number | null }) => c.hourly_rate === null)).toBe(true);
    expect(asAdmin.items.some((c: { hourly_rate: number | null }) => c.hourly_rate !== null)).toBe(true);
  });
});

describe('values the database cannot store', () => {
  it('answers a NUL byte in a search with 422, not 500', async () => {
    const cookie = await t.signIn(DEMO.employee);
    const response = await t.request('GET', '/api/consultants?q=%00', { cookie });
    expect(response.status).toBe(422);
  });
});
