import { hasPermission, ROLES, type Role } from '@praxis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test/harness.js';
import { concretePath, listEndpoints } from './routes.js';

let t: TestApp;
const cookieOf: Partial<Record<Role, string>> = {};
const EMAIL_OF: Record<Role, string> = { admin: DEMO.admin, 'Project Manager': DEMO.pm, employee: DEMO.employee };

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) cookieOf[role] = await t.signIn(EMAIL_OF[role]);
});
afterAll(() => t.close());

const call = (method: string, path: string, cookie?: string) =>
  t.request(method, concretePath(path), { cookie, body: method === 'GET' || method === 'HEAD' ? undefined : {} });

describe('permission matrix completeness', () => {
  it('finds the API routes from the router', () => {
    const endpoints = listEndpoints(t.app);
    expect(endpoints.length).toBeGreaterThan(5);
    expect(endpoints.map((e) => `${e.method} ${e.path}`)).toContain('GET /api/me');
  });

  it('every API route declares who may call it', () => {
    const undeclared = listEndpoints(t.app)
      .filter((endpoint) => !endpoint.access)
      .map((e) => `${e.method} ${e.path}`);
    expect(undeclared).toEqual([]);
  });

  it('every route answers each role as the catalogue implies', async () => {
    const failures: string[] = [];
    for (const endpoint of listEndpoints(t.app)) {
      const rule = endpoint.access;
      if (!rule || rule.kind === 'public' || endpoint.path.startsWith('/api/auth/')) continue;
      const label = `${endpoint.method} ${endpoint.path}`;
      const signedOut = await call(endpoint.method, endpoint.path);
      if (signedOut.status !== 401) failures.push(`${label} signed out → ${signedOut.status}, expected 401`);
      for (const role of ROLES) {
        const allowed = rule.kind === 'signedIn' || hasPermission([role], rule.permission);
        const { status } = await call(endpoint.method, endpoint.path, cookieOf[role]);
        if (allowed && (status === 401 || status === 403))
          failures.push(`${label} as ${role} → ${status}, expected allowed`);
        if (!allowed && status !== 403) failures.push(`${label} as ${role} → ${status}, expected 403`);
        if (status >= 500) failures.push(`${label} as ${role} → ${status}`);
      }
    }
    expect(failures).toEqual([]);
    // Four sequential requests per route, for every route of every area: give it room on a busy 2-core machine.
  }, 180_000);
});
