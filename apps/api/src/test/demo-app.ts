import { afterAll, beforeAll } from 'vitest';
import type { Logger } from '../lib/logger.js';
import { createTestApp, DEMO, type TestApp } from './harness.js';

export type DemoRole = keyof typeof DEMO;

/**
 * A test app (createTestApp) for the file or describe block that calls this: beforeAll starts it, afterAll closes
 * it. The answer forwards to that app, so use it inside hooks and tests.
 */
export function useTestApp(
  overrides: Record<string, string> = {},
  options: { webDist?: string; logger?: Logger } = {},
): TestApp {
  let app: TestApp | undefined;
  const current = () => {
    if (!app) throw new Error('the test app is started in beforeAll; use it inside hooks and tests');
    return app;
  };
  beforeAll(async () => {
    app = await createTestApp(overrides, options);
  });
  afterAll(() => app?.close());
  return {
    get app() {
      return current().app;
    },
    get deps() {
      return current().deps;
    },
    request: (...args) => current().request(...args),
    signIn: (...args) => current().signIn(...args),
    signUp: (...args) => current().signUp(...args),
    close: () => current().close(),
  };
}

/**
 * The usual set-up of an API suite: useTestApp, then the demo admin, pm and employee signed in (beforeAll).
 * `cookies` holds each role's session cookie once beforeAll has run.
 */
export function useDemoApp(
  overrides: Record<string, string> = {},
  options: { webDist?: string; logger?: Logger } = {},
): { t: TestApp; cookies: Record<DemoRole, string> } {
  const t = useTestApp(overrides, options);
  const cookies: Record<DemoRole, string> = { admin: '', pm: '', employee: '' };
  beforeAll(async () => {
    for (const role of ['admin', 'pm', 'employee'] as const) cookies[role] = await t.signIn(DEMO[role]);
  });
  return { t, cookies };
}

/**
 * useDemoApp, plus who each demo role is: `userIds[role]` and `consultantIds[role]` (from their /api/me) once
 * beforeAll has run.
 */
export function useDemoPeople(
  overrides: Record<string, string> = {},
  options: { webDist?: string; logger?: Logger } = {},
): ReturnType<typeof useDemoApp> & { userIds: Record<DemoRole, string>; consultantIds: Record<DemoRole, string> } {
  const demo = useDemoApp(overrides, options);
  const userIds: Record<DemoRole, string> = { admin: '', pm: '', employee: '' };
  const consultantIds: Record<DemoRole, string> = { admin: '', pm: '', employee: '' };
  beforeAll(async () => {
    for (const role of ['admin', 'pm', 'employee'] as const) {
      const me = await (await demo.t.request('GET', '/api/me', { cookie: demo.cookies[role] })).json();
      userIds[role] = me.user.id;
      consultantIds[role] = me.consultant.id;
    }
  });
  return { ...demo, userIds, consultantIds };
}
