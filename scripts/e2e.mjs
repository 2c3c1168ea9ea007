#!/usr/bin/env node
// `npm run test:e2e [-- playwright args]`: build what is missing (or everything with E2E_REBUILD=1), check for
// Debian's Chromium, then run Playwright. Without Chromium the suite is skipped locally but fails in CI, where a
// skipped end-to-end suite would look like a passing one.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

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

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
if (result.error) console.error(result.error.message);
process.exit(result.status ?? 1);
