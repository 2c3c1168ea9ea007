#!/usr/bin/env node
// `npm run bench:scale [-- --scale=20000] [-- --seed=1] [-- --regenerate] [-- --samples=30] [-- --seconds=8]
//   [-- --no-build] [-- --no-docs] [-- --only=Monday] [-- --render]`
//
// The key screens' API reads at the size of a large firm (docs/benchmarks.md, "Scale"): generates the firm once
// inside PostgreSQL (bench/lib/scale-firm.mjs) into bench/results/scale/ and reuses it while --scale and --seed
// are unchanged, starts the built API on it and measures each screen sequentially and at 20 connections.
// Separate from `npm run bench` (and its CI --quick run): generating the firm takes minutes to hours.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startApi } from './lib/api.mjs';
import { buildAll, buildPaths } from './lib/build.mjs';
import { describeMachine, loadAverage } from './lib/machine.mjs';
import { startScaleCluster } from './lib/scale-cluster.mjs';
import { generateFirm } from './lib/scale-firm.mjs';
import { enableScaleSignIn, measureScreens } from './lib/scale-measure.mjs';
import { printTable, renderScaleSection, withScaleSection } from './lib/scale-report.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.join(repo, 'bench/results/scale');
const option = (name, fallback) => {
  const arg = process.argv.slice(2).find((a) => a.startsWith(`--${name}=`));
  return arg ? Number(arg.split('=')[1]) : fallback;
};
const flag = (name) => process.argv.slice(2).includes(`--${name}`);
const only = process.argv
  .slice(2)
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length);
const consultants = option('scale', 20_000);
const seed = option('seed', 1);
const samples = option('samples', 30);
const profile = { warmupS: 2, durationS: option('seconds', 8), runs: 1 };
if (!Number.isSafeInteger(consultants) || consultants < 100)
  throw new Error('--scale is a number of consultants ≥ 100');
const SECRET = 'bench-secret-bench-secret-bench-secret-01';
const markerFile = path.join(root, 'firm.json');

const startedAt = new Date();
const log = (message) =>
  console.log(`[scale ${((Date.now() - startedAt.getTime()) / 1000).toFixed(0).padStart(5)}s] ${message}`);
const readMarker = () => {
  try {
    return JSON.parse(readFileSync(markerFile, 'utf8'));
  } catch {
    return undefined;
  }
};

async function writeDocs(results) {
  const file = path.join(repo, 'docs/benchmarks.md');
  const { machine } = results;
  const section = renderScaleSection({
    ...results,
    machine: `${machine.cpuModel}, ${machine.nproc} cores, ${machine.memory} RAM`,
  });
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(file)) ?? {};
  const markdown = withScaleSection(readFileSync(file, 'utf8'), section);
  writeFileSync(file, await prettier.format(markdown, { ...options, filepath: file }));
}

// --render: rewrite the Scale section from the last run (e.g. after editing bench/scale-analysis.md); measures nothing.
if (flag('render')) {
  await writeDocs(JSON.parse(readFileSync(path.join(root, 'latest.json'), 'utf8')));
  console.log('docs/benchmarks.md: Scale section rendered from bench/results/scale/latest.json');
  process.exit(0);
}

const machine = await describeMachine();
// --no-build: the API built by the previous run (bench/results/build/api), e.g. re-measuring after a data change.
const paths = flag('no-build') ? buildPaths(repo) : await buildAll(repo, log, { web: false });
const cluster = await startScaleCluster(root);
let api;
try {
  const marker = readMarker();
  const reuse = !flag('regenerate') && marker?.consultants === consultants && marker?.seed === seed;
  const url = cluster.url('praxis');
  if (!reuse) {
    log(`generating a firm of ${consultants} consultants (seed ${seed})`);
    writeFileSync(markerFile, '{}\n');
    const admin = new pg.Client({ connectionString: cluster.url() });
    await admin.connect();
    await admin.query('drop database if exists praxis');
    await admin.query('create database praxis');
    await admin.end();
  } else log(`reusing the firm generated ${marker.generatedAt} (${consultants} consultants, seed ${seed})`);
  const env = { DATABASE_URL: url, BETTER_AUTH_SECRET: SECRET, SEED_DEMO: '1', DATA_DIR: path.join(root, 'files') };
  api = await startApi({ entry: paths.apiEntry, env });
  if (!reuse) {
    const firm = await generateFirm(url, { consultants, seed, log });
    log(`firm generated in ${firm.seconds} s, ${(firm.sizeBytes / 1024 ** 3).toFixed(1)} GB`);
    const record = { consultants, seed, generatedAt: new Date().toISOString(), ...firm };
    writeFileSync(markerFile, `${JSON.stringify(record, null, 2)}\n`);
    // A fresh process, so no cache warmed during the load flatters the figures.
    await api.stop();
    api = await startApi({ entry: paths.apiEntry, env });
  }
  const firm = readMarker();
  const setup = await enableScaleSignIn(url);
  log('measuring the screens');
  const loadAtStart = loadAverage();
  const screens = await measureScreens({ api, setup, samples, profile, log, only });
  const load = { start: loadAtStart, end: loadAverage() };
  const results = { startedAt: startedAt.toISOString(), machine, load, firm, samples, profile, screens };
  mkdirSync(root, { recursive: true });
  writeFileSync(path.join(root, only ? 'latest-only.json' : 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  printTable(screens);
  // --only=<part of a screen's name>: re-measure one screen (e.g. after adding an index); the docs stay as they are.
  if (!flag('no-docs') && !only) {
    await writeDocs(results);
    log('docs/benchmarks.md: Scale section written');
  }
} finally {
  await api?.stop();
  await cluster.stop();
}
