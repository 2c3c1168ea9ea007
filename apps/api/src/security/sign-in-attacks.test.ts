import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD } from '../test/harness.js';
import { useTestApp } from '../test/demo-app.js';

/**
 * Issue 10, item 1: the sign-in limiter counts every sign-in, whatever the body type, before the password is
 * checked, and atomically (parallel guesses cannot slip past the tenth). Each test guesses from a client of its
 * own (the in-process requests have no peer address, so the forwarded address names the client).
 */
const t = useTestApp();

let clients = 0;
const newClient = () => `198.51.100.${++clients}`;
const jsonSignIn = (email: string, password: string, client: string) =>
  t.request('POST', '/api/auth/sign-in/email', {
    body: { email, password },
    headers: { 'x-forwarded-for': client },
  });
const formSignIn = (email: string, password: string, client: string, path = '/api/auth/sign-in/email') =>
  t.request('POST', path, {
    body: new URLSearchParams({ email, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': client },
  });
/** The account's growing delay is not what these tests are about: let it run out. */
const waitOutDelay = (email: string) =>
  t.deps.database.db.execute(
    sql`update sign_in_throttle set window_started_at = now() - interval '61 seconds' where email = ${`delay:${email}`}`,
  );
const failTimes = async (email: string, times: number, client: string) => {
  for (let i = 1; i <= times; i++) {
    await waitOutDelay(email);
    expect((await jsonSignIn(email, `wrong-${i}`, client)).status).toBe(401);
  }
  await waitOutDelay(email);
};

async function newAccount(prefix: string) {
  const email = `${prefix}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'the-right-password';
  await t.signUp({ email, password, name: 'Throttle Target' });
  return { email, password };
}

describe('sign-in throttling', () => {
  it('answers the 11th failed sign-in for one account from one client within 15 minutes with 429, even with the right password', async () => {
    const { email, password } = await newAccount('eleven');
    const client = newClient();
    await failTimes(email, 10, client);
    const eleventh = await jsonSignIn(email, 'wrong-11', client);
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await eleventh.json()).message).toMatch(/Too many failed sign-in attempts for this account/);
    expect((await jsonSignIn(email, password, client)).status).toBe(429);
    expect((await jsonSignIn(email.toUpperCase(), password, client)).status).toBe(429);
  });

  it('counts per account: another account still signs in', async () => {
    expect((await jsonSignIn(DEMO.employee, DEMO_PASSWORD, newClient())).status).toBe(200);
  });

  it('refuses form-encoded and other undocumented bodies with 415, so they cannot bypass the count', async () => {
    const { email, password } = await newAccount('form');
    const client = newClient();
    for (let i = 1; i <= 13; i++) expect((await formSignIn(email, `wrong-${i}`, client)).status).toBe(415);
    const asText = await t.request('POST', '/api/auth/sign-in/email', {
      body: JSON.stringify({ email, password }),
      headers: { 'content-type': 'text/plain', 'x-forwarded-for': client },
    });
    expect(asText.status).toBe(415);
    const multipart = new FormData();
    multipart.set('email', email);
    multipart.set('password', password);
    const asMultipart = await t.app.request('http://localhost:3000/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', 'x-forwarded-for': client },
      body: multipart,
    });
    expect(asMultipart.status).toBe(415);
    // The account is untouched by all that: the right password still works.
    expect((await jsonSignIn(email, password, client)).status).toBe(200);
  });

  it('gives a client locked out over JSON no way in through a form body or another path spelling', async () => {
    const { email, password } = await newAccount('locked');
    const client = newClient();
    await failTimes(email, 10, client);
    expect((await formSignIn(email, password, client)).status).not.toBe(200);
    for (const path of ['/api/auth/sign-in/email/', '/api/auth//sign-in/email', '/api/auth/sign-in/Email']) {
      const response = await t.request('POST', path, {
        body: { email, password },
        headers: { 'x-forwarded-for': client },
      });
      expect(response.status, path).not.toBe(200);
    }
    expect((await jsonSignIn(email, password, client)).status).toBe(429);
  });

  it('lets at most 10 of 40 parallel wrong guesses reach the password check', async () => {
    const { email, password } = await newAccount('parallel');
    const client = newClient();
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => jsonSignIn(email, `wrong-${i}`, client).then((r) => r.status)),
    );
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(30);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect((await jsonSignIn(email, password, client)).status).toBe(429);
  });

  it('does not count successful sign-ins as failures', async () => {
    const { email, password } = await newAccount('success');
    const client = newClient();
    await failTimes(email, 9, client);
    for (let i = 1; i <= 5; i++) expect((await jsonSignIn(email, password, client)).status).toBe(200);
    expect((await jsonSignIn(email, 'wrong-10', client)).status).toBe(401);
    expect((await jsonSignIn(email, 'wrong-11', client)).status).toBe(429);
  });
});
