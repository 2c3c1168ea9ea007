import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const serverEntry = path.join(repo, 'apps/api/dist/server.js');
const outputs = [serverEntry, path.join(repo, 'packages/shared/dist/index.js')];
const sources = ['apps/api/src', 'apps/api/drizzle', 'packages/shared/src'].map((dir) => path.join(repo, dir));

/** Newest mtime of what the build compiles (tests and test support are not part of the build). */
const newestIn = (dir: string): number =>
  readdirSync(dir).reduce((newest, name) => {
    const full = path.join(dir, name);
    const stat = statSync(full);
    if (stat.isDirectory())
      return name === 'test' || name === 'reliability' ? newest : Math.max(newest, newestIn(full));
    return name.endsWith('.test.ts') ? newest : Math.max(newest, stat.mtimeMs);
  }, 0);

/**
 * Builds shared + API when the built server is missing or older than its sources, then tells the tests where
 * things are. PRAXIS_SERVER_ENTRY runs another build of the server instead (e.g. to try a fix from a scratch copy).
 */
export default function setup(project: TestProject) {
  const override = process.env.PRAXIS_SERVER_ENTRY;
  if (override) {
    project.provide('reliabilityServerEntry', path.resolve(override));
  } else {
    buildIfStale();
    project.provide('reliabilityServerEntry', serverEntry);
  }
  project.provide('reliabilityDatabaseUrl', process.env.TEST_DATABASE_URL ?? '');
  project.provide('reliabilityPgData', process.env.PRAXIS_PG_DATA ?? '');
  project.provide('reliabilityPgBin', process.env.PRAXIS_PG_BIN ?? '');
}

function buildIfStale() {
  const builtAt = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
  const changedAt = Math.max(...sources.filter((dir) => existsSync(dir)).map(newestIn));
  if (builtAt < changedAt) {
    console.log('reliability: building the API (dist is missing or older than its sources)…');
    for (const workspace of ['@praxis/shared', '@praxis/api']) {
      const build = spawnSync('npm', ['run', 'build', '--silent', '-w', workspace], { cwd: repo, stdio: 'inherit' });
      if (build.status !== 0) throw new Error(`building ${workspace} failed`);
    }
  }
}
