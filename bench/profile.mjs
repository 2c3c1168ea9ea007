#!/usr/bin/env node
// `npm run bench:profile [-- <scenario> …]` — where one API request's CPU time goes.
//
// Starts the built API as ONE process (WEB_CONCURRENCY=1) under `--cpu-prof` on a throwaway PostgreSQL 15 (the bench's
// cluster settings and firm), runs one scenario at a time under load, stops the API so V8 writes the profile, and
// prints a flame summary: self time by package / source file and the heaviest functions. Profiles are kept in
// bench/results/profiles/ (open them in Chrome DevTools or speedscope). Scenarios: single, list, create, search (search
// everywhere), find (a directory text search) (default: all).
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApi } from './lib/api.mjs';
import { buildAll } from './lib/build.mjs';
import { withCpu } from './lib/cpu.mjs';
import { measure } from './lib/load.mjs';
import { startCluster } from './lib/postgres.mjs';
import { summariseProfile } from './lib/profile-summary.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECRET = 'bench-secret-bench-secret-bench-secret-01';
const LOAD = { warmupS: 3, durationS: 10, runs: 1 };
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const SCENARIOS = {
  single: ({ other }) => ({ path: `/api/consultants/${other.id}`, connections: 50 }),
  list: () => ({ path: '/api/consultants?pageSize=50', connections: 50 }),
  search: () => ({ path: '/api/search?q=azure', connections: 50 }),
  find: () => ({ path: '/api/consultants?q=azure&pageSize=50', connections: 50 }),
  create: () => ({
    path: '/api/work-items',
    method: 'POST',
    extraHeaders: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Profiled work item', problem_statement: 'Created by npm run bench:profile.' }),
    uniqueIdempotencyKey: true,
    connections: 20,
  }),
};
const chosen = wanted.length ? wanted : Object.keys(SCENARIOS);
for (const name of chosen) if (!SCENARIOS[name]) throw new Error(`unknown scenario ${name}`);

const log = (message) => console.log(`[profile] ${message}`);
const outDir = path.join(repo, 'bench/results/profiles');
mkdirSync(outDir, { recursive: true });
const paths = await buildAll(repo, log);
const cluster = await startCluster();
try {
  const databaseUrl = await cluster.createDatabase('praxis');
  const env = {
    DATABASE_URL: databaseUrl,
    BETTER_AUTH_SECRET: SECRET,
    SEED_DEMO: '1',
    WEB_DIST: paths.webDist,
    WEB_CONCURRENCY: '1',
  };
  for (const name of chosen) {
    const dir = path.join(outDir, name);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    let loadStarted = 0;
    let loadEnded = 0;
    const api = await startApi({ entry: paths.apiEntry, env, execArgv: ['--cpu-prof', `--cpu-prof-dir=${dir}`] });
    try {
      const cookie = await api.signIn('employee@demo.local');
      const me = await api.get('/api/me', cookie);
      const list = await api.get('/api/consultants?pageSize=50', cookie);
      const other = list.items.find((c) => c.id !== me.consultant?.id);
      const scenario = SCENARIOS[name]({ other });
      loadStarted = Date.now();
      const run = await withCpu({ apiPid: api.pid, postgresPid: cluster.postmasterPid() }, () =>
        measure({
          origin: api.origin,
          headers: { cookie, origin: api.origin, ...scenario.extraHeaders },
          ...LOAD,
          ...scenario,
        }),
      );
      loadEnded = Date.now();
      log(
        `${name}: ${run.result.reqPerSec} req/s, p50 ${run.result.p50Ms} ms, p99 ${run.result.p99Ms} ms, ` +
          `failures ${run.result.failures}; CPU ${JSON.stringify(run.cpu)}`,
      );
    } finally {
      await api.stop();
    }
    const stopped = Date.now();
    const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
    if (!file) throw new Error(`no profile written in ${dir}`);
    console.log(`\n## ${name} — ${path.relative(repo, path.join(dir, file))}\n`);
    console.log(
      summariseProfile(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), {
        // Only the load window: the profile ends when the process exits, so count back from its end.
        fromEndMs: [stopped - loadStarted, stopped - loadEnded],
      }),
    );
  }
} finally {
  await cluster.stop();
}
