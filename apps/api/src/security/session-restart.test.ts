import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { bootstrap } from '../bootstrap.js';
import { parseEnv } from '../lib/env.js';
import { createLogger } from '../lib/logger.js';
import { DEMO, DEMO_PASSWORD, ORIGIN } from '../test/harness.js';
import { usingRealPostgres } from '../test/test-database.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'praxis-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The embedded default: no secret configured, so it is generated into DATA_DIR and must survive a restart. */
async function start() {
  const env = parseEnv({ DATA_DIR: dataDir, APP_URL: ORIGIN, LOG_LEVEL: 'silent' });
  const { deps, close } = await bootstrap(env, { logger: createLogger('silent') });
  const app = createApp(deps);
  const request = (method: string, url: string, init: { cookie?: string; body?: unknown } = {}) =>
    Promise.resolve(
      app.request(`${ORIGIN}${url}`, {
        method,
        headers: {
          origin: ORIGIN,
          'content-type': 'application/json',
          ...(init.cookie ? { cookie: init.cookie } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      }),
    );
  return { request, close };
}

describe.skipIf(usingRealPostgres())('embedded mode across restarts', () => {
  it('keeps the demo firm, and a session stays valid after the server restarts', async () => {
    const first = await start();
    const signIn = await first.request('POST', '/api/auth/sign-in/email', {
      body: { email: DEMO.admin, password: DEMO_PASSWORD },
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const before = await (await first.request('GET', '/api/me', { cookie })).json();
    await first.close();

    const second = await start();
    try {
      const after = await second.request('GET', '/api/me', { cookie });
      expect(after.status).toBe(200);
      expect(await after.json()).toEqual(before);
    } finally {
      await second.close();
    }
  });
});
