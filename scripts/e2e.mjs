#!/usr/bin/env node
// `npm run test:e2e [-- playwright args]`: build what is missing (or everything with E2E_REBUILD=1), check for
// Debian's Chromium, then run Playwright. Without Chromium the suite is skipped locally but fails in CI, where a
// skipped end-to-end suite would look like a passing one.
//
// The whole suite runs as E2E_SHARDS Playwright processes side by side (2 unless told; 1 when Playwright arguments
// pick some tests), each on its own share of the spec files (e2e/support/shards.ts) against its own app, embedded
// database, OpenID provider, mail sink and ports (E2E_APP_PORT/E2E_IDP_PORT/E2E_MAIL_PORT + 10 per shard). Lines are prefixed [shard i/n];
// the run fails when any shard fails.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { runPrefixed } from './lib/run-prefixed.mjs';

const isCI = process.env.CI === 'true' || process.env.CI === '1';
const chromium = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';
const builtFiles = ['packages/shared/dist/index.js', 'apps/web/dist/index.html', 'apps/api/dist/server.js'];

if (!existsSync(chromium)) {
  if (isCI) {
    console.error(`error: ${chromium} not found; the end-to-end suite cannot run (apt-get install -y chromium).`);
    process.exit(1);
  }
  console.log(
    `skipping end-to-end suite: install Debian's chromium (apt-get install -y chromium); ${chromium} not found.`,
  );
  process.exit(0);
}

if (process.env.E2E_REBUILD === '1' || builtFiles.some((file) => !existsSync(file))) {
  console.log('Building Praxis for the end-to-end suite…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const args = process.argv.slice(2);
const shards = Number(process.env.E2E_SHARDS ?? (args.length > 0 ? 1 : 2));
if (!Number.isInteger(shards) || shards < 1) {
  console.error(`error: E2E_SHARDS must be a whole number of at least 1, not ${process.env.E2E_SHARDS}.`);
  process.exit(2);
}

if (shards === 1) {
  const result = spawnSync('npx', ['playwright', 'test', ...args], { stdio: 'inherit' });
  if (result.error) console.error(result.error.message);
  process.exit(result.status ?? 1);
}

const appPort = Number(process.env.E2E_APP_PORT ?? 3210);
const idpPort = Number(process.env.E2E_IDP_PORT ?? 3211);
const mailPort = Number(process.env.E2E_MAIL_PORT ?? 3212);
// A filter may leave a shard with nothing to run; that shard passes, the others still run theirs.
const extra = args.length > 0 ? ['--pass-with-no-tests'] : [];
const runs = await Promise.all(
  Array.from({ length: shards }, (_, index) =>
    runPrefixed('npx', ['playwright', 'test', ...extra, ...args], {
      prefix: `[shard ${index + 1}/${shards}] `,
      env: {
        ...process.env,
        E2E_SHARD: `${index + 1}/${shards}`,
        E2E_APP_PORT: String(appPort + 10 * index),
        E2E_IDP_PORT: String(idpPort + 10 * index),
        E2E_MAIL_PORT: String(mailPort + 10 * index),
      },
    }),
  ),
);
console.log('');
runs.forEach(({ status, seconds }, index) =>
  console.log(`shard ${index + 1}/${shards}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s`),
);
process.exit(runs.every(({ status }) => status === 0) ? 0 : 1);
