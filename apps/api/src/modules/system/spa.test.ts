import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

const webDist = mkdtempSync(path.join(tmpdir(), 'praxis-web-'));
let t: TestApp;
beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/assets/app-1.js"></script>',
  );
  writeFileSync(
    path.join(webDist, 'login.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/assets/login-1.js"></script>',
  );
  writeFileSync(path.join(webDist, 'assets', 'app-1.js'), 'console.log("praxis");\n'.repeat(200));
  t = await createTestApp({}, { webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** Each route answers 200 with an uncached HTML page containing `marker`, under the app's content security policy. */
async function expectPage(routes: string[], marker: string) {
  for (const route of routes) {
    const response = await t.request('GET', route);
    expect(response.status, route).toBe(200);
    expect(await response.text(), route).toContain(marker);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  }
}

describe('serving the SPA', () => {
  it('answers client-side routes with index.html, uncached', async () => {
    await expectPage(['/', '/home', '/engagements/projects/123/team'], '<div id="root">');
  });

  it('answers /login with the sign-in page of its own, uncached, and nothing else with it', async () => {
    await expectPage(['/login', '/login?from=%2Fgantt', '/login.html'], '/assets/login-1.js');
    for (const route of ['/signup', '/login/extra', '/forgot-password']) {
      expect(await (await t.request('GET', route)).text()).toContain('/assets/app-1.js');
    }
  });

  it('serves hashed assets as immutable, and a missing one as 404 rather than the page', async () => {
    const asset = await t.request('GET', '/assets/app-1.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const gzipped = await t.request('GET', '/assets/app-1.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    const stale = await t.request('GET', '/assets/app-0-old.js');
    expect(stale.status).toBe(404);
  });
});
