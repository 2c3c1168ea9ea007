import { describe, expect, it } from 'vitest';
import { DEMO } from '../../test/harness.js';
import { useTestApp } from '../../test/demo-app.js';

const t = useTestApp();

describe('sign-up', () => {
  it('creates the user and a linked consultant (role employee, job title Consultant) and signs them in', async () => {
    const cookie = await t.signUp({ email: 'New.Hire@Example.com', password: 'correct-horse', name: 'Nia Okafor' });
    const me = await t.request('GET', '/api/me', { cookie });
    expect(me.status).toBe(200);
    const body = await me.json();
    expect(body.user.email).toBe('new.hire@example.com');
    expect(body.primaryRole).toBe('employee');
    expect(body.roles).toEqual(['employee']);
    expect(body.consultant).toMatchObject({ firstName: 'Nia', lastName: 'Okafor', jobTitle: 'Consultant' });
    expect(body.isWhitelisted).toBe(false);
  });

  it('refuses a short password and a taken email', async () => {
    const short = await t.request('POST', '/api/auth/sign-up/email', {
      body: { email: 'short@example.com', password: 'short', name: 'Short Pw' },
    });
    expect(short.status).toBe(422);
    expect((await short.json()).details.fields.password).toMatch(/At least 8/);
    const taken = await t.request('POST', '/api/auth/sign-up/email', {
      body: { email: DEMO.employee, password: 'another-password', name: 'Copy Cat' },
    });
    // better-auth answers a taken email with 422 (USER_ALREADY_EXISTS), not any 4xx.
    expect(taken.status).toBe(422);
  });
});

describe('sign-in', () => {
  it('sets an httpOnly, SameSite=Lax session cookie', async () => {
    const response = await t.request('POST', '/api/auth/sign-in/email', {
      body: { email: DEMO.employee, password: 'demo-password' },
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('better-auth.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // plain http in tests; Secure is set behind https
  });

  it('refuses a wrong password with 401 and no cookie', async () => {
    const response = await t.request('POST', '/api/auth/sign-in/email', {
      body: { email: DEMO.employee, password: 'wrong-password' },
    });
    expect(response.status).toBe(401);
    const tokens = response.headers.getSetCookie().filter((line) => /^better-auth\.session_token=[^;]+/.test(line));
    expect(tokens).toEqual([]);
  });

  it('refuses a sign-in from a foreign origin', async () => {
    const response = await t.request('POST', '/api/auth/sign-in/email', {
      body: { email: DEMO.employee, password: 'demo-password' },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });
});

describe('sign-out', () => {
  it('ends the session on the server', async () => {
    const cookie = await t.signIn(DEMO.pm);
    expect((await t.request('GET', '/api/me', { cookie })).status).toBe(200);
    const out = await t.request('POST', '/api/auth/sign-out', { cookie, body: {} });
    expect(out.status).toBe(200);
    expect((await t.request('GET', '/api/me', { cookie })).status).toBe(401);
  });
});

describe('provider tokens stay on the server', () => {
  it.each(['/api/auth/get-access-token', '/api/auth/refresh-token'])('%s is not exposed', async (path) => {
    const cookie = await t.signIn(DEMO.employee);
    const response = await t.request('POST', path, { cookie, body: { providerId: 'oidc' } });
    expect(response.status).toBe(404);
  });
});
