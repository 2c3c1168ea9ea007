import { defineConfig } from '@playwright/test';
import { filesOfShard } from './e2e/support/shards';

/**
 * End-to-end suite: Debian's Chromium against the built app on a fresh embedded database, with sign-in through a
 * real local OpenID provider. Run it with `npm run test:e2e` (scripts/e2e.mjs builds what is missing first).
 * No retries, ever: a flaky test is a bug to fix, not to hide.
 */
const isCI = process.env.CI === 'true' || process.env.CI === '1';
const appPort = Number(process.env.E2E_APP_PORT ?? 3210);
const idpPort = Number(process.env.E2E_IDP_PORT ?? 3211);
const appUrl = `http://localhost:${appPort}`;
const idpUrl = `http://localhost:${idpPort}`;
// E2E_SHARD=<current>/<total> (set by scripts/e2e.mjs): this Playwright runs only its shard's spec files, with its
// own app, provider, ports and output folders, so shards running side by side never share state.
const shard = /^(\d+)\/(\d+)$/.exec(process.env.E2E_SHARD ?? '');
const shardFiles = shard ? filesOfShard('e2e', Number(shard[1]), Number(shard[2])) : undefined;
const shardSuffix = shard ? `/shard-${shard[1]}` : '';

export default defineConfig({
  testDir: 'e2e',
  ...(shardFiles ? { testMatch: shardFiles.map((file) => `**/e2e/${file}`) } : {}),
  outputDir: `test-results${shardSuffix}`,
  fullyParallel: false,
  forbidOnly: isCI,
  retries: 0,
  // Two cores: one worker for the browser, the other for the app and the provider.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  // Generous: other work often shares these two cores; a real hang still fails.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: isCI
    ? [['list']]
    : [['list'], ['html', { outputFolder: `playwright-report${shardSuffix}`, open: 'never' }]],
  use: {
    baseURL: appUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  // Playwright starts these one after the other, each once its url answers: the provider is up before the app
  // runs its OIDC discovery.
  webServer: [
    {
      name: 'idp',
      command: 'exec node e2e/support/oidc-server.mjs',
      url: `${idpUrl}/.well-known/openid-configuration`,
      env: { E2E_APP_PORT: String(appPort), E2E_IDP_PORT: String(idpPort) },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 3_000 },
    },
    {
      name: 'app',
      command: 'exec node e2e/support/app-server.mjs',
      url: `${appUrl}/api/health`,
      env: { E2E_APP_PORT: String(appPort), E2E_IDP_PORT: String(idpPort) },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
});
