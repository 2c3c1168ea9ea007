import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const attempt = (email: string, password: string) =>
  t.request('POST', '/api/auth/sign-in/email', { body: { email, password } });

describe('brute-force protection', () => {
  it('answers the 11th failed sign-in for one account within 15 minutes with 429 and a message', async () => {
    for (let i = 1; i <= 10; i++) expect((await attempt(DEMO.pm, `wrong-${i}`)).status).toBe(401);
    const eleventh = await attempt(DEMO.pm, 'wrong-11');
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await eleventh.json()).message).toMatch(/Too many failed sign-in attempts/);
    // Even the right password is refused while locked out, so guessing cannot continue.
    expect((await attempt(DEMO.pm, 'demo-password')).status).toBe(429);
  });

  it('counts per account: another account still signs in', async () => {
    expect((await attempt(DEMO.employee, 'demo-password')).status).toBe(200);
  });

  it('treats the email case-insensitively', async () => {
    expect((await attempt(DEMO.pm.toUpperCase(), 'whatever-password')).status).toBe(429);
  });
});
