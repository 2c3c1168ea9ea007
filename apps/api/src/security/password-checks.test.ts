import { generate } from 'otplib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/sql.js';
import { useTestApp } from '../test/demo-app.js';
import { DEMO, DEMO_PASSWORD, type TestApp } from '../test/harness.js';

/**
 * Every way to check a password or a second factor, as a guesser would use it: one TOTP code twice, enrolling an
 * authenticator on an old session, wrong current passwords on the signed-in endpoints, sessions that outlive a
 * password change, and the sign-in lockout turned against an account's owner or sprayed over many accounts.
 */
const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${name}=`) && !pair.endsWith('='));
const secretOf = (totpURI: string) => new URL(totpURI).searchParams.get('secret') ?? '';
const codeAt = (secret: string, stepsAhead: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });

let clients = 0;
const newClient = () => `203.0.113.${++clients}`;

async function newAccount(t: TestApp, prefix: string) {
  const email = `${prefix}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'the-right-password';
  const cookie = await t.signUp({ email, password, name: 'Password Person' });
  return { email, password, cookie };
}

/** Turns TOTP on with the current code; answers the secret and the new session cookie. */
async function enableTotp(t: TestApp, cookie: string, password: string) {
  const enabled = await t.request('POST', '/api/auth/two-factor/enable', { cookie, body: { password } });
  expect(enabled.status).toBe(200);
  const secret = secretOf((await enabled.json()).totpURI);
  const verified = await t.request('POST', '/api/auth/two-factor/verify-totp', {
    cookie,
    body: { code: await codeAt(secret, 0) },
  });
  expect(verified.status).toBe(200);
  return { secret, cookie: cookieOf(verified, 'better-auth.session_token') ?? cookie };
}

describe('TOTP codes and enrolment', () => {
  const t = useTestApp();

  it('accepts a TOTP code once: the same code cannot open a second session within its step', async () => {
    const { email, password, cookie } = await newAccount(t, 'totp-once');
    const { secret } = await enableTotp(t, cookie, password);
    const code = await codeAt(secret, 1);
    const statuses: number[] = [];
    for (let i = 0; i < 2; i++) {
      const first = await t.request('POST', '/api/auth/sign-in/email', { body: { email, password } });
      const twoFactor = cookieOf(first, 'better-auth.two_factor') ?? '';
      const verified = await t.request('POST', '/api/auth/two-factor/verify-totp', {
        cookie: twoFactor,
        body: { code },
      });
      statuses.push(verified.status);
    }
    expect(statuses).toEqual([200, 401]);
  });

  it('lets only one of parallel sign-ins with the same code through', async () => {
    const { email, password, cookie } = await newAccount(t, 'totp-parallel');
    const { secret } = await enableTotp(t, cookie, password);
    const code = await codeAt(secret, 1);
    const pending = await Promise.all(
      [1, 2, 3].map(async () => {
        const first = await t.request('POST', '/api/auth/sign-in/email', { body: { email, password } });
        return cookieOf(first, 'better-auth.two_factor') ?? '';
      }),
    );
    const statuses = await Promise.all(
      pending.map((twoFactor) =>
        t
          .request('POST', '/api/auth/two-factor/verify-totp', { cookie: twoFactor, body: { code } })
          .then((r) => r.status),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  });
});

describe('REQUIRE_ADMIN_2FA=1: enrolling an authenticator', () => {
  const t = useTestApp({ REQUIRE_ADMIN_2FA: '1' });

  it('needs a sign-in within the last 5 minutes', async () => {
    const cookie = await t.signIn(DEMO.admin);
    const token = decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '';
    await t.deps.database.db.execute(
      sql`update session set created_at = now() - interval '6 minutes' where token = ${token}`,
    );
    const stale = await t.request('POST', '/api/auth/two-factor/enable', {
      cookie,
      body: { password: DEMO_PASSWORD },
    });
    expect(stale.status).toBe(403);
    const [row] = await rowsOf<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from two_factor f join "user" u on u.id = f.user_id where u.email = ${DEMO.admin}`,
    );
    expect(row?.n).toBe(0);
  });

  it('is announced to the account and to the other admins', async () => {
    const { cookie, password, email } = await newAccount(t, 'enrol');
    const enabled = await t.request('POST', '/api/auth/two-factor/enable', { cookie, body: { password } });
    expect(enabled.status).toBe(200);
    const told = await rowsOf<{ recipient: string; title: string }>(
      t.deps.database.db,
      sql`select u.email as recipient, n.title from notifications n join "user" u on u.id = n.recipient_user_id
           where n.type = 'security' and (u.email = ${email} or n.title like ${`%${email}%`})`,
    );
    expect(told.map((row) => row.recipient)).toContain(email);
    expect(told.map((row) => row.recipient)).toContain(DEMO.admin);
  });
});

describe('password checks of signed-in users', () => {
  const t = useTestApp();

  it.each([
    ['change-password', (password: string) => ({ currentPassword: password, newPassword: 'another-password-1' })],
    ['two-factor/enable', (password: string) => ({ password })],
    ['two-factor/disable', (password: string) => ({ password })],
  ])('throttles wrong current passwords on %s like sign-in', async (path, body) => {
    const { cookie } = await newAccount(t, 'checked');
    const client = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      await t.deps.database.db.execute(
        sql`update sign_in_throttle set window_started_at = now() - interval '61 seconds' where email like 'delay:%'`,
      );
      const response = await t.request('POST', `/api/auth/${path}`, {
        cookie,
        body: body(`wrong-${i}`),
        headers: { 'x-forwarded-for': client },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status !== 429 && status !== 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('ends every other session of the user when the password changes', async () => {
    const { email, password, cookie } = await newAccount(t, 'change');
    const other = await t.signIn(email, password);
    expect((await t.request('GET', '/api/me', { cookie: other })).status).toBe(200);
    const changed = await t.request('POST', '/api/auth/change-password', {
      cookie,
      body: { currentPassword: password, newPassword: 'a-brand-new-password' },
    });
    expect(changed.status).toBe(200);
    expect((await t.request('GET', '/api/me', { cookie: other })).status).toBe(401);
    const current = cookieOf(changed, 'better-auth.session_token') ?? cookie;
    expect((await t.request('GET', '/api/me', { cookie: current })).status).toBe(200);
  });
});

describe('the sign-in lockout is no weapon', () => {
  const t = useTestApp();
  const signIn = (email: string, password: string, client: string) =>
    t.request('POST', '/api/auth/sign-in/email', { body: { email, password }, headers: { 'x-forwarded-for': client } });

  it('lets the owner sign in from a client that has not failed while a guesser is locked out', async () => {
    const guesser = newClient();
    for (let i = 0; i < 14; i++) {
      await t.deps.database.db.execute(
        sql`update sign_in_throttle set window_started_at = now() - interval '61 seconds' where email like 'delay:%'`,
      );
      await signIn(DEMO.admin, `wrong-${i}`, guesser);
    }
    expect((await signIn(DEMO.admin, DEMO_PASSWORD, guesser)).status).toBe(429);
    expect((await signIn(DEMO.admin, DEMO_PASSWORD, newClient())).status).toBe(200);
  });

  it('slows a guesser down with a growing delay between wrong guesses', async () => {
    const { email } = await newAccount(t, 'slowed');
    const guesser = newClient();
    const age = (seconds: number) =>
      t.deps.database.db.execute(
        sql`update sign_in_throttle set window_started_at = now() - make_interval(secs => ${seconds})
             where email = ${`delay:${email}`}`,
      );
    for (let i = 0; i < 3; i++) expect((await signIn(email, `wrong-${i}`, guesser)).status).toBe(401);
    const waits: string[] = [];
    for (const owed of [1, 2, 4]) {
      const early = await signIn(email, 'too-soon', guesser);
      expect(early.status).toBe(429);
      waits.push(early.headers.get('retry-after') ?? '');
      await age(owed);
      expect((await signIn(email, `wrong-after-${owed}`, guesser)).status).toBe(401);
    }
    expect(waits).toEqual(['1', '2', '4']);
  });

  it('limits one client spraying guesses over many accounts', async () => {
    const sprayer = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 52; i++) {
      const response = await signIn(`nobody.${i}@example.com`, 'guess', sprayer);
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 50).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(50)).toEqual([429, 429]);
    const message = (await (await signIn('nobody.x@example.com', 'guess', sprayer)).json()).message;
    expect(message).toMatch(/Too many failed sign-in attempts from this network/);
    expect((await signIn(DEMO.employee, DEMO_PASSWORD, newClient())).status).toBe(200);
  }, 120_000); // 53 password checks, each hashing on purpose
});
