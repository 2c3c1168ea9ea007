import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, DEMO_PASSWORD, type TestApp } from '../test/harness.js';

/**
 * Sessions and browsers, the parts the auth and system suites do not cover: cookies are Secure (and HSTS is
 * sent) when the app is served over https, and the built SPA carries no server secret.
 */
const HTTPS_ORIGIN = 'https://praxis.example';

describe('behind https (APP_URL is https)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ APP_URL: HTTPS_ORIGIN });
  });
  afterAll(() => t.close());

  const signIn = () =>
    t.request('POST', '/api/auth/sign-in/email', {
      body: { email: DEMO.employee, password: DEMO_PASSWORD },
      headers: { origin: HTTPS_ORIGIN },
    });

  it('sets the session cookie Secure, HttpOnly and SameSite=Lax', async () => {
    const response = await signIn();
    expect(response.status).toBe(200);
    const session = response.headers.getSetCookie().find((line) => /session_token=[^;]+/.test(line));
    expect(session).toBeDefined();
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
  });

  it('sets the view cookie Secure too, and sends HSTS for a year with subdomains', async () => {
    const login = await t.request('POST', '/api/auth/sign-in/email', {
      body: { email: DEMO.admin, password: DEMO_PASSWORD },
      headers: { origin: HTTPS_ORIGIN },
    });
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0] ?? '')
      .filter((pair) => pair.includes('session_token='))
      .join('; ');
    const view = await t.request('PUT', '/api/me/view', {
      cookie,
      body: { view: 'employee' },
      headers: { origin: HTTPS_ORIGIN },
    });
    expect(view.status).toBe(200);
    for (const line of view.headers.getSetCookie()) expect(line).toMatch(/;\s*Secure/i);
    const hsts = view.headers.get('strict-transport-security') ?? '';
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toMatch(/includeSubDomains/i);
  });

  it('refuses a sign-in and a write coming from another origin', async () => {
    const foreign = await t.request('POST', '/api/auth/sign-in/email', {
      body: { email: DEMO.employee, password: DEMO_PASSWORD },
      headers: { origin: 'http://praxis.example' },
    });
    expect(foreign.status).toBe(403);
  });
});

/** The built SPA (apps/web/dist, when it has been built) must not contain anything only the server may know. */
const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');
const DATA_DIR_SECRET = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../.data/auth-secret');

const SECRET_PATTERNS: [string, RegExp][] = [
  ['a database URL with credentials', /postgres(ql)?:\/\/[^\s:@/'"`]+:[^\s@/'"`]+@/i],
  ['a private key', /-----BEGIN ([A-Z]+ )?PRIVATE KEY-----/],
  ['an AWS access key', /\bAKIA[0-9A-Z]{16}\b/],
  ['a GitHub token', /\bgh[pousr]_[A-Za-z0-9]{36}\b/],
  ['a Slack token', /\bxox[abprs]-[A-Za-z0-9-]{10,}/],
  ['a Stripe secret key', /\bsk_live_[A-Za-z0-9]{16,}/],
  ['a signed JWT', /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/],
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** Secret values this machine actually has: server environment secrets and the embedded mode's generated one. */
function knownSecretValues(): string[] {
  const values = Object.entries(process.env)
    .filter(([name, value]) => /SECRET|PASSWORD|TOKEN|PRIVATE|DATABASE_URL|API_KEY/i.test(name) && value)
    .map(([, value]) => value as string);
  if (existsSync(DATA_DIR_SECRET)) values.push(readFileSync(DATA_DIR_SECRET, 'utf8').trim());
  values.push('test-secret-test-secret-test-secret-0123');
  return values.filter((value) => value.length >= 12);
}

describe.skipIf(!existsSync(path.join(WEB_DIST, 'index.html')))('the built SPA (apps/web/dist)', () => {
  // Variable names alone are not flagged: better-auth's client bundle names BETTER_AUTH_SECRET in an env getter.
  it('contains no secret value, key or token', () => {
    const secrets = knownSecretValues();
    const findings: string[] = [];
    for (const file of filesUnder(WEB_DIST)) {
      if (!/\.(js|mjs|css|html|map|json|txt|svg|webmanifest)$/.test(file)) continue;
      const text = readFileSync(file, 'utf8');
      const name = path.relative(WEB_DIST, file);
      for (const [label, pattern] of SECRET_PATTERNS) if (pattern.test(text)) findings.push(`${name}: ${label}`);
      for (const secret of secrets) if (text.includes(secret)) findings.push(`${name}: a server secret value`);
    }
    expect(findings).toEqual([]);
  });
});
