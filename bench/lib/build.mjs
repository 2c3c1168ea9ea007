// The benchmark measures the working tree: it builds the shared package in place when stale, and the API and the
// web app into bench/results/build/ (so a concurrent `npm run build` or a running dev server is never disturbed).
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { run } from './process.mjs';

export function buildPaths(repo) {
  const root = path.join(repo, 'bench/results/build');
  return {
    root,
    apiEntry: path.join(root, 'api/dist/server.js'),
    webDist: path.join(root, 'web'),
  };
}

const newestIn = (dir) =>
  readdirSync(dir).reduce((newest, name) => {
    const full = path.join(dir, name);
    const stat = statSync(full);
    return Math.max(newest, stat.isDirectory() ? newestIn(full) : stat.mtimeMs);
  }, 0);

/** `web: false` skips the web app (a run that measures only the API). */
export async function buildAll(repo, log, { web = true } = {}) {
  const paths = buildPaths(repo);
  const sharedOut = path.join(repo, 'packages/shared/dist/index.js');
  if (!existsSync(sharedOut) || statSync(sharedOut).mtimeMs < newestIn(path.join(repo, 'packages/shared/src'))) {
    log('building packages/shared (stale)');
    await run('npm', ['run', 'build', '--silent', '-w', '@praxis/shared'], { cwd: repo, quiet: true });
  }

  log('building the API into bench/results/build/api');
  const apiRoot = path.join(paths.root, 'api');
  rmSync(apiRoot, { recursive: true, force: true });
  mkdirSync(apiRoot, { recursive: true });
  writeFileSync(path.join(apiRoot, 'package.json'), '{ "type": "module", "private": true }\n');
  // The server finds its migrations at dist/../drizzle.
  symlinkSync(path.join(repo, 'apps/api/drizzle'), path.join(apiRoot, 'drizzle'));
  await run(
    'npx',
    ['tsc', '-p', 'apps/api/tsconfig.build.json', '--outDir', path.join(apiRoot, 'dist'), '--sourceMap', 'false'],
    {
      cwd: repo,
      quiet: true,
    },
  );

  if (!web) return paths;
  log('building the web app into bench/results/build/web');
  await run('npx', ['vite', 'build', '--outDir', paths.webDist, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: path.join(repo, 'apps/web'),
    quiet: true,
  });
  return paths;
}
