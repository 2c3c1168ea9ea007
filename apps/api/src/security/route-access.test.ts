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

type OpenApiOperation = {
  parameters?: { name: string; in: string }[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
};

/** Every export the OpenAPI document declares: a GET whose 200 answers text/csv (a list's `format=csv` included). */
async function exportRoutes(): Promise<string[]> {
  const document = (await (await t.request('GET', '/api/openapi.json')).json()) as {
    paths: Record<string, { get?: OpenApiOperation }>;
  };
  return Object.entries(document.paths)
    .filter(([, item]) => item.get?.responses?.['200']?.content?.['text/csv'])
    .map(([path]) => `/api${path.replace(/\{([A-Za-z_]+)\}/g, ':$1')}`);
}

describe('exports need data.export', () => {
  it('finds every export: each list that speaks CSV and the export routes', async () => {
    const exports = await exportRoutes();
    for (const path of ['/api/consultants', '/api/clients', '/api/engagements', '/api/command-center/export'])
      expect(exports).toContain(path);
    expect(exports).toContain('/api/timesheets/admin/export');
  });

  it('every export answers each role as data.export implies, whatever the list itself allows', async () => {
    const failures: string[] = [];
    for (const path of await exportRoutes()) {
      const url = `${concretePath(path)}?format=csv`;
      const signedOut = await t.request('GET', url);
      await signedOut.arrayBuffer();
      if (signedOut.status !== 401) failures.push(`${path} signed out → ${signedOut.status}, expected 401`);
      for (const role of ROLES) {
        const response = await t.request('GET', url, { cookie: cookieOf[role] });
        const { status } = response;
        if (hasPermission([role], 'data.export')) {
          // Read the whole export: a streamed one holds its database reads open until it is consumed.
          await response.arrayBuffer();
          if (status === 401 || status === 403 || status >= 500) failures.push(`${path} as ${role} → ${status}`);
        } else if (status !== 403) {
          failures.push(`${path} as ${role} → ${status}, expected 403`);
        } else {
          const body = (await response.json()) as { code: string; message: string; requestId?: string };
          if (body.code !== 'FORBIDDEN' || !body.message || !body.requestId) failures.push(`${path}: error body`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('data.export is an admin permission only, as in the original matrix', () => {
    expect(ROLES.filter((role) => hasPermission([role], 'data.export'))).toEqual(['admin']);
  });
});
