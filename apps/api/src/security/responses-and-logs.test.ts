import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, routeConsoleToLogger } from '../lib/logger.js';
import { DEMO, DEMO_PASSWORD } from '../test/harness.js';
import { useDemoApp } from '../test/demo-app.js';

/** Issue 10, items 5 and 14: what the API answers (413, no-store) and what it writes to its log. */
let logged = '';
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged += chunk.toString();
    done();
  },
});
const logger = createLogger('info', sink);

const { t, cookies } = useDemoApp({}, { logger });

describe('answers', () => {
  it('refuses a body over the limit with 413', async () => {
    const response = await t.request('POST', '/api/consultants', {
      cookie: cookies.admin,
      body: { first_name: 'x'.repeat(1_100_000), last_name: 'Big', email: 'big@example.com' },
    });
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('marks every JSON answer under /api no-store, errors and better-auth included', async () => {
    for (const [path, withCookie] of [
      ['/api/me', true],
      ['/api/consultants', true],
      ['/api/me', false],
      ['/api/auth/get-session', true],
    ] as const) {
      const response = await t.request('GET', path, withCookie ? { cookie: cookies.admin } : {});
      expect(response.headers.get('content-type'), path).toMatch(/json/);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});

describe('the log', () => {
  it('records a failed sign-in with the e-mail and the client address', async () => {
    logged = '';
    const response = await t.request('POST', '/api/auth/sign-in/email', {
      body: { email: DEMO.pm, password: 'not-the-password' },
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(response.status).toBe(401);
    const line = logged.split('\n').find((entry) => entry.includes('sign-in failed'));
    expect(line).toBeDefined();
    expect(JSON.parse(line ?? '{}')).toMatchObject({
      email: DEMO.pm,
      clientAddress: expect.stringContaining('203.0.113.7'),
    });
    expect(line).not.toContain('not-the-password');
    expect(
      (await t.request('POST', '/api/auth/sign-in/email', { body: { email: DEMO.pm, password: DEMO_PASSWORD } }))
        .status,
    ).toBe(200);
  });

  it("keeps query parameters out of better-auth's log lines and cuts long strings", async () => {
    logged = '';
    const context = await t.deps.auth.$context;
    const error = new Error(
      `Failed query: insert into "session" values ($1, $2)\nparams: secret-session-token,${'n'.repeat(5000)}`,
    );
    context.logger.error('Failed to create session', error, { detail: 'y'.repeat(900_000) });
    expect(logged).toContain('Failed to create session');
    expect(logged).toContain('insert into \\"session\\"');
    expect(logged).not.toContain('secret-session-token');
    expect(logged.length).toBeLessThan(8_000);
  });

  it('keeps a sign-up with a 900,000-character name to a few lines', async () => {
    logged = '';
    await t.request('POST', '/api/auth/sign-up/email', {
      body: { email: 'flood@example.com', password: 'flood-password', name: 'z'.repeat(900_000) },
    });
    expect(logged.length).toBeLessThan(10_000);
  });

  it('sends what libraries print to the console through the logger, redacted', () => {
    logged = '';
    const original = {
      error: console.error,
      warn: console.warn,
      info: console.info,
      log: console.log,
      debug: console.debug,
    };
    try {
      routeConsoleToLogger(logger);
      console.error('# SERVER_ERROR: ', new Error('Failed query: select 1\nparams: leaked@example.com'));
    } finally {
      Object.assign(console, original);
    }
    expect(logged).toContain('# SERVER_ERROR');
    expect(logged).not.toContain('leaked@example.com');
  });
});
