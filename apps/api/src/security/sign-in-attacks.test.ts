import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD } from '../test/harness.js';
import { useTestApp } from '../test/demo-app.js';

/**
 * Issue 10, item 1: the per-account sign-in limiter counts every sign-in, whatever the body type, before the
 * password is checked, and atomically (parallel guesses cannot slip past the tenth).
 */
const t = useTestApp();

const jsonSignIn = (email: string, password: string) =>
  t.request('POST', '/api/auth/sign-in/email', { body: { email, password } });
const formSignIn = (email: string, password: string, path = '/api/auth/sign-in/email') =>
  t.request('POST', path, {
    body: new URLSearchParams({ email, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

async function newAccount(prefix: string) {
  const email = `${prefix}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'the-right-password';
  await t.signUp({ email, password, name: 'Throttle Target' });
  return { email, password };
}

describe('sign-in throttling', () => {
  it('answers the 11th failed sign-in for one account within 15 minutes with 429, even with the right password', async () => {
    const { email, password } = await newAccount('eleven');
    for (let i = 1; i <= 10; i++) expect((await jsonSignIn(email, `wrong-${i}`)).status).toBe(401);
    const eleventh = await jsonSignIn(email, 'wrong-11');
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await eleventh.json()).message).toMatch(/Too many failed sign-in attempts/);
    expect((await jsonSignIn(email, password)).status).toBe(429);
    expect((await jsonSignIn(email.toUpperCase(), password)).status).toBe(429);
  });

  it('counts per account: another account still signs in', async () => {
    expect((await jsonSignIn(DEMO.employee, DEMO_PASSWORD)).status).toBe(200);
  });

  it('refuses form-encoded and other undocumented bodies with 415, so they cannot bypass the count', async () => {
    const { email, password } = await newAccount('form');
    for (let i = 1; i <= 13; i++) expect((await formSignIn(email, `wrong-${i}`)).status).toBe(415);
    const asText = await t.request('POST', '/api/auth/sign-in/email', {
      body: JSON.stringify({ email, password }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(asText.status).toBe(415);
    const multipart = new FormData();
    multipart.set('email', email);
    multipart.set('password', password);
    const asMultipart = await t.app.request('http://localhost:3000/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: 'http://localhost:3000' },
      body: multipart,
    });
    expect(asMultipart.status).toBe(415);
    // The account is untouched by all that: the right password still works.
    expect((await jsonSignIn(email, password)).status).toBe(200);
  });

  it('gives an account locked out over JSON no way in through a form body or another path spelling', async () => {
    const { email, password } = await newAccount('locked');
    for (let i = 1; i <= 10; i++) await jsonSignIn(email, `wrong-${i}`);
    expect((await formSignIn(email, password)).status).not.toBe(200);
    for (const path of ['/api/auth/sign-in/email/', '/api/auth//sign-in/email', '/api/auth/sign-in/Email']) {
      const response = await t.request('POST', path, { body: { email, password } });
      expect(response.status, path).not.toBe(200);
    }
    expect((await jsonSignIn(email, password)).status).toBe(429);
  });

  it('lets at most 10 of 40 parallel wrong guesses reach the password check', async () => {
    const { email, password } = await newAccount('parallel');
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => jsonSignIn(email, `wrong-${i}`).then((r) => r.status)),
    );
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(30);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect((await jsonSignIn(email, password)).status).toBe(429);
  });

  it('does not count successful sign-ins as failures', async () => {
    const { email, password } = await newAccount('success');
    for (let i = 1; i <= 9; i++) await jsonSignIn(email, `wrong-${i}`);
    for (let i = 1; i <= 5; i++) expect((await jsonSignIn(email, password)).status).toBe(200);
    expect((await jsonSignIn(email, 'wrong-10')).status).toBe(401);
    expect((await jsonSignIn(email, 'wrong-11')).status).toBe(429);
  });
});
