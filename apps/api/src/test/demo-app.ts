import { afterAll, beforeAll } from 'vitest';
import type { Logger } from '../lib/logger.js';
import { createTestApp, DEMO, type TestApp } from './harness.js';

export type DemoRole = keyof typeof DEMO;

/**
 * The usual set-up of an API suite, registered as hooks of the file (or describe block) that calls it: beforeAll
 * starts a test app (createTestApp) and signs the demo admin, pm and employee in; afterAll closes it.
 * `t` forwards to that app, and `cookies` holds each role's session cookie, once beforeAll has run.
 */
export function useDemoApp(
  overrides: Record<string, string> = {},
  options: { webDist?: string; logger?: Logger } = {},
): { t: TestApp; cookies: Record<DemoRole, string> } {
  let app: TestApp | undefined;
  const cookies: Record<DemoRole, string> = { admin: '', pm: '', employee: '' };
  const current = () => {
    if (!app) throw new Error('the test app is started in beforeAll; use it inside hooks and tests');
    return app;
  };
  const t: TestApp = {
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

  beforeAll(async () => {
    app = await createTestApp(overrides, options);
    for (const role of ['admin', 'pm', 'employee'] as const) cookies[role] = await app.signIn(DEMO[role]);
  });
  afterAll(() => app?.close());
  return { t, cookies };
}
