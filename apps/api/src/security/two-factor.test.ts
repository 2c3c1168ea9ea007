import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, DEMO_PASSWORD, type TestApp, type TestResponse } from '../test/harness.js';

/** Issue 10, item 13: TOTP two-factor sign-in with recovery codes, and REQUIRE_ADMIN_2FA. */
const cookiesOf = (response: Response, jar = new Map<string, string>()) => {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const [name = '', value = ''] = pair.split('=');
    if (/max-age=0/i.test(line) || value === '') jar.delete(name);
    else jar.set(name, value);
  }
  return jar;
};
const header = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
const secretOf = (totpURI: string) => new URL(totpURI).searchParams.get('secret') ?? '';

async function enableTwoFactor(t: TestApp, cookie: string, password: string) {
  const enabled = await t.request('POST', '/api/auth/two-factor/enable', { cookie, body: { password } });
  expect(enabled.status).toBe(200);
  const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
  const secret = secretOf(totpURI);
  const verified = await t.request('POST', '/api/auth/two-factor/verify-totp', {
    cookie,
    body: { code: await generate({ secret }) },
  });
  expect(verified.status).toBe(200);
  return {
    secret,
    backupCodes,
    cookie: header(cookiesOf(verified, new Map(cookie.split('; ').map((p) => p.split('=') as [string, string])))),
  };
}

const signInStep = async (
  t: TestApp,
  email: string,
  password: string,
): Promise<[TestResponse, Map<string, string>]> => {
  const response = await t.request('POST', '/api/auth/sign-in/email', { body: { email, password } });
  return [response, cookiesOf(response)];
};

describe('two-factor sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('asks for a TOTP after the password once it is on, and accepts a recovery code once', async () => {
    const email = 'totp.user@example.com';
    const password = 'totp-user-password';
    const cookie = await t.signUp({ email, password, name: 'Totp User' });
    const { secret, backupCodes, cookie: after } = await enableTwoFactor(t, cookie, password);
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);
    expect((await (await t.request('GET', '/api/me', { cookie: after })).json()).twoFactorEnabled).toBe(true);

    const [first, jar] = await signInStep(t, email, password);
    expect(first.status).toBe(200);
    expect((await first.json()).twoFactorRedirect).toBe(true);
    expect(jar.has('better-auth.session_token')).toBe(false);

    const wrong = await t.request('POST', '/api/auth/two-factor/verify-totp', {
      cookie: header(jar),
      body: { code: '000000' },
    });
    expect(wrong.status).toBe(401);
    // The code of the next 30 s step (accepted one step early): the current one was used to turn TOTP on.
    const right = await t.request('POST', '/api/auth/two-factor/verify-totp', {
      cookie: header(jar),
      body: { code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }) },
    });
    expect(right.status).toBe(200);
    cookiesOf(right, jar);
    expect((await t.request('GET', '/api/me', { cookie: header(jar) })).status).toBe(200);

    const [, second] = await signInStep(t, email, password);
    const recovery = await t.request('POST', '/api/auth/two-factor/verify-backup-code', {
      cookie: header(second),
      body: { code: backupCodes[0] },
    });
    expect(recovery.status).toBe(200);
    const [, third] = await signInStep(t, email, password);
    const reused = await t.request('POST', '/api/auth/two-factor/verify-backup-code', {
      cookie: header(third),
      body: { code: backupCodes[0] },
    });
    expect(reused.status).toBe(401);
  });
});

describe('REQUIRE_ADMIN_2FA=1', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_ADMIN_2FA: '1' });
  });
  afterAll(() => t.close());

  it('serves an admin without two-factor as an employee until they turn it on', async () => {
    const cookie = await t.signIn(DEMO.admin);
    const before = await (await t.request('GET', '/api/me', { cookie })).json();
    expect(before).toMatchObject({ primaryRole: 'employee', mustEnableTwoFactor: true, twoFactorEnabled: false });
    expect(before.roles).not.toContain('admin');
    const refused = await t.request('POST', '/api/consultants', {
      cookie,
      body: { first_name: 'Not', last_name: 'Yet', email: 'not.yet@example.com' },
    });
    expect(refused.status).toBe(403);

    const { cookie: after } = await enableTwoFactor(t, cookie, DEMO_PASSWORD);
    const me = await (await t.request('GET', '/api/me', { cookie: after })).json();
    expect(me).toMatchObject({ primaryRole: 'admin', mustEnableTwoFactor: false, twoFactorEnabled: true });
  });

  it('leaves other roles alone', async () => {
    const cookie = await t.signIn(DEMO.pm);
    const me = await (await t.request('GET', '/api/me', { cookie })).json();
    expect(me).toMatchObject({ primaryRole: 'Project Manager', mustEnableTwoFactor: false });
  });
});
