import { readFileSync } from 'node:fs';
import type { Hono } from 'hono';
import { inject } from 'vitest';
import { createApp } from '../app.js';
import { bootstrap } from '../bootstrap.js';
import type { AppDeps, AppEnv } from '../context.js';
import { parseEnv } from '../lib/env.js';
import { createLogger, type Logger } from '../lib/logger.js';
import { createTestDatabase } from './test-database.js';

export const ORIGIN = 'http://localhost:3000';
export const DEMO_PASSWORD = 'demo-password';
export const DEMO = { admin: 'admin@demo.local', pm: 'pm@demo.local', employee: 'employee@demo.local' } as const;

/** Tests read bodies loosely; the API's own schemas are what type them for real. */
export interface TestResponse extends Response {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json(): Promise<any>;
}

export interface TestApp {
  app: Hono<AppEnv>;
  deps: AppDeps;
  /** Sends a request as a browser on our origin would (Origin header, JSON body). */
  request(
    method: string,
    path: string,
    options?: { cookie?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<TestResponse>;
  signIn(email: string, password?: string): Promise<string>;
  signUp(input: { email: string; password: string; name: string }): Promise<string>;
  close(): Promise<void>;
}

/** A whole API on a fresh database with the demo firm, served in-process (Hono's app.request, real HTTP semantics). */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: { webDist?: string; logger?: Logger } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const env = parseEnv({
    NODE_ENV: 'test',
    APP_URL: ORIGIN,
    SEED_DEMO: '1',
    LOG_LEVEL: 'silent',
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    // The default sign-up policy (domains), admitting the domain the suites sign up with.
    SIGNUP_DOMAINS: 'demo.local,example.com',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...overrides,
  });
  const snapshotFile = database.url ? undefined : inject('pgliteSnapshot');
  const snapshot = snapshotFile ? new Blob([readFileSync(snapshotFile)]) : undefined;
  const { deps, close } = await bootstrap(env, {
    logger: options.logger ?? createLogger(env.LOG_LEVEL),
    inMemory: true,
    webDist: options.webDist,
    snapshot,
  });
  const app = createApp(deps);

  const request: TestApp['request'] = (method, path, options = {}) => {
    const headers: Record<string, string> = { origin: ORIGIN, ...options.headers };
    if (options.cookie) headers.cookie = options.cookie;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    return Promise.resolve(app.request(`${ORIGIN}${path}`, { method, headers, body })) as Promise<TestResponse>;
  };

  const sessionCookieOf = async (response: Response) => {
    if (!response.ok) throw new Error(`auth failed: ${response.status} ${await response.text()}`);
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .find((pair) => pair?.startsWith('better-auth.session_token='));
    if (!cookie) throw new Error('no session cookie');
    return cookie;
  };

  return {
    app,
    deps,
    request,
    signIn: async (email, password = DEMO_PASSWORD) =>
      sessionCookieOf(await request('POST', '/api/auth/sign-in/email', { body: { email, password } })),
    signUp: async (input) => sessionCookieOf(await request('POST', '/api/auth/sign-up/email', { body: input })),
    close: async () => {
      await close();
      await database.drop();
    },
  };
}
