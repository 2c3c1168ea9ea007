#!/usr/bin/env node
// `npm run bench [-- --quick] [-- --no-lighthouse] [-- --no-docs] [-- --render] [-- --only=<step>[,<step>…]]`
//
// Every figure in one run on one machine, so the ratios hold even when the machine is noisy:
//   ceiling   pgbench -S (select-only, prepared, 10 clients) on the PostgreSQL 15 cluster started here
//   API       authenticated single-record GET (cookie, then a personal API token) and 50-row list (50
//             connections), work-item create (20)
//   embedded  the same single-record GET against the PGlite default
//   web       gzip JS per page (measured in Chromium), largest lazy chunk, Lighthouse performance
// Results: bench/results/<time>.json (+ latest.json); a full run also rewrites docs/benchmarks.md.
// --quick is the CI smoke run (short durations, one Lighthouse run); it asserts nothing about speed.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startApi } from './lib/api.mjs';
import { buildAll } from './lib/build.mjs';
import { withCpu } from './lib/cpu.mjs';
import { measureCalendarDocs } from './lib/calendar-docs.mjs';
import { measureStatusUpdates } from './lib/status-updates.mjs';
import { benchCommandCenter } from './lib/command-center.mjs';
import { measureFirmForecast, measureForecast } from './lib/forecast.mjs';
import { measureContentTime, shellRoutes } from './lib/content-time.mjs';
import { measureDigest } from './lib/digest.mjs';
import { measureFirmExport } from './lib/exports.mjs';
import { measureImport } from './lib/imports.mjs';
import { measure } from './lib/load.mjs';
import { describeMachine, loadAverage } from './lib/machine.mjs';
import { pgbenchInit, pgbenchSelectOnly, startCluster } from './lib/postgres.mjs';
import { ganttScenario } from './lib/gantt.mjs';
import { benchTimesheets } from './lib/timesheets.mjs';
import { evaluateTargets, renderMarkdown } from './lib/report.mjs';
import { scaleSectionOf, withScaleSection } from './lib/scale-report.mjs';
import { measureBoardScroll, measureScoring, measureStaffingApi, seedStaffingFirm } from './lib/staffing.mjs';
import { lighthouseScores, manifestSizes, measuredPageJs } from './lib/web.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
// --only=forecast,firmForecast: measure just those steps (after the build, PostgreSQL and the API start), to work on
// one figure without the whole run; the firm the step needs is still seeded. Such a run never writes the docs.
const STEPS = [
  'ceiling',
  'api',
  'calendarDocs',
  'statusUpdates',
  'search',
  'timesheets',
  'recruiting',
  'staffing',
  'forecast',
  'firmForecast',
  'imports',
  'commandCenter',
  'firmExport',
  'reference',
  'web',
  'gantt',
  'lighthouse',
  'digest',
  'contentTime',
  'embedded',
];
const only = [...args]
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .filter(Boolean);
const unknownSteps = (only ?? []).filter((step) => !STEPS.includes(step));
if (unknownSteps.length > 0 || (only && only.length === 0)) {
  console.error(`error: --only takes steps among ${STEPS.join(', ')}; not ${unknownSteps.join(', ') || 'nothing'}.`);
  process.exit(2);
}
const wanted = (...steps) => !only || steps.some((step) => only.includes(step));
const withLighthouse = !args.has('--no-lighthouse') && wanted('lighthouse');
const writeDocs = !quick && !only && !args.has('--no-docs');

// --render: rewrite docs/benchmarks.md from the last full run (e.g. after editing bench/analysis.md); measures nothing.
if (args.has('--render')) {
  const last = JSON.parse(readFileSync(path.join(repo, 'bench/results/latest-full.json'), 'utf8'));
  await writeDocsFile(renderMarkdown(last));
  console.log(`docs/benchmarks.md rendered from the full run of ${last.startedAt}`);
  process.exit(0);
}

const PROFILE = quick
  ? {
      pgbench: { seconds: 3, runs: 1 },
      http: { warmupS: 1, durationS: 3, runs: 1 },
      lighthouse: { desktop: 1, mobile: 0, pages: ['/login', '/home'] },
      contentTime: { runs: 1, phone: false },
    }
  : {
      // 3 × 10 s per scenario (medians): with fourteen load scenarios, 30 s runs took the full run to 25 minutes.
      pgbench: { seconds: 10, runs: 3 },
      http: { warmupS: 3, durationS: 10, runs: 3 },
      lighthouse: { desktop: 3, mobile: 1, pages: ['/login', '/home'] },
      contentTime: { runs: 3, phone: true },
    };
const PGBENCH = { scale: 10, clients: 10 };
const READ_CONNECTIONS = 50;
const WRITE_CONNECTIONS = 20;
const CONSULTANTS = 300;
/** The staffing scenario's firm (docs/benchmarks.md): ranking and the board for this many people. */
const STAFFING_CONSULTANTS = 2000;
/** The daily e-mail digest's run: this many people, each with a few notifications waiting (quick: a tenth). */
const DIGEST_PEOPLE = quick ? 200 : 2000;
const SECRET = 'bench-secret-bench-secret-bench-secret-01';
const USER = 'employee@demo.local';

const startedAt = Date.now();
const phases = {};
const log = (message) => console.log(`[bench ${((Date.now() - startedAt) / 1000).toFixed(0).padStart(4)}s] ${message}`);
async function phase(name, work) {
  const t0 = Date.now();
  log(`${name}…`);
  const result = await work();
  phases[name] = Math.round((Date.now() - t0) / 1000);
  return result;
}

const results = {
  mode: only ? 'only' : quick ? 'quick' : 'full',
  only,
  startedAt: new Date(startedAt).toISOString(),
  profile: PROFILE,
};
const cleanups = [];
try {
  results.machine = await describeMachine();
  results.loadAverage = { start: loadAverage() };
  const paths = await phase('build', () => buildAll(repo, log));

  const cluster = await phase('postgres', () => startCluster());
  cleanups.push(() => cluster.stop());
  results.machine.postgres = cluster.version;
  if (wanted('ceiling', 'api', 'reference')) {
    await phase('pgbench init', () => pgbenchInit(cluster, PGBENCH.scale));
    const ceilingRuns = await phase('ceiling (pgbench -S)', async () => {
      const runs = [];
      for (let i = 0; i < PROFILE.pgbench.runs; i++) {
        runs.push(await pgbenchSelectOnly(cluster, { clients: PGBENCH.clients, seconds: PROFILE.pgbench.seconds }));
      }
      return runs;
    });
    const sortedTps = ceilingRuns.map((r) => r.tps).sort((a, b) => a - b);
    results.ceiling = {
      command: `pgbench -S -M prepared -c ${PGBENCH.clients} -j 2 -T ${PROFILE.pgbench.seconds} (scale ${PGBENCH.scale})`,
      tps: Math.round(sortedTps[Math.floor(sortedTps.length / 2)]),
      runs: ceilingRuns,
    };
    log(`ceiling ${results.ceiling.tps} tps`);
  }

  // The API on the same cluster, demo firm seeded, topped up to a firm of CONSULTANTS people.
  const databaseUrl = await cluster.createDatabase('praxis');
  const api = await phase('API start (PostgreSQL)', () =>
    startApi({
      entry: paths.apiEntry,
      env: { DATABASE_URL: databaseUrl, BETTER_AUTH_SECRET: SECRET, SEED_DEMO: '1', WEB_DIST: paths.webDist },
    }),
  );
  cleanups.push(() => api.stop());
  await topUpConsultants(databaseUrl, CONSULTANTS);
  const cookie = await api.signIn(USER);
  const me = await api.get('/api/me', cookie);
  const list = await api.get('/api/consultants?pageSize=50', cookie);
  const other = list.items.find((c) => c.id !== me.consultant?.id);
  if (list.items.length !== 50 || !other) throw new Error(`expected a 50-row list, got ${list.items.length}`);
  const postgresPid = cluster.postmasterPid();
  const http = (options) => ({
    origin: api.origin,
    headers: { cookie, origin: api.origin },
    ...PROFILE.http,
    ...options,
  });

  if (wanted('api')) {
    const single = await phase('API single-record GET', () =>
      withCpu({ apiPid: api.pid, postgresPid }, () =>
        measure(http({ path: `/api/consultants/${other.id}`, connections: READ_CONNECTIONS })),
      ),
    );
    // The same read with a personal API token instead of the cookie: a token must cost what a cookie costs.
    const { token } = await api.post('/api/me/tokens', cookie, {
      name: 'Benchmark',
      expires_in_days: 7,
      scope: 'read',
    });
    const tokenRead = await phase('API single-record GET (API token)', () =>
      withCpu({ apiPid: api.pid, postgresPid }, () =>
        measure(
          http({
            path: `/api/consultants/${other.id}`,
            headers: { authorization: `Bearer ${token}` },
            connections: READ_CONNECTIONS,
          }),
        ),
      ),
    );
    const listed = await phase('API 50-row list', () =>
      withCpu({ apiPid: api.pid, postgresPid }, () =>
        measure(http({ path: '/api/consultants?pageSize=50', connections: READ_CONNECTIONS })),
      ),
    );
    const rssAfterReadsMb = api.rssMb();
    const written = await phase('API create work item', () =>
      withCpu({ apiPid: api.pid, postgresPid }, () =>
        measure(
          http({
            path: '/api/work-items',
            method: 'POST',
            headers: { cookie, origin: api.origin, 'content-type': 'application/json' },
            body: JSON.stringify({ name: 'Benchmark work item', problem_statement: 'Created by npm run bench.' }),
            uniqueIdempotencyKey: true,
            connections: WRITE_CONNECTIONS,
          }),
        ),
      ),
    );
    results.api = {
      readyMs: api.readyMs,
      rssAfterReadsMb,
      single: { path: '/api/consultants/{id}', ...single.result, cpu: single.cpu },
      tokenSingle: { path: '/api/consultants/{id} (Authorization: Bearer)', ...tokenRead.result, cpu: tokenRead.cpu },
      list: { path: '/api/consultants?pageSize=50', ...listed.result, cpu: listed.cpu },
      write: {
        path: 'POST /api/work-items (row + audit row + idempotency key, one transaction)',
        ...written.result,
        cpu: written.cpu,
      },
    };
    if (results.ceiling) results.api.single.ratioToCeiling = results.api.single.reqPerSec / results.ceiling.tps;
  }
  if (wanted('calendarDocs'))
    results.calendarDocs = await measureCalendarDocs({ api, profile: PROFILE.http, withCpu, postgresPid, phase });
  if (wanted('statusUpdates'))
    results.statusUpdates = await measureStatusUpdates({ api, profile: PROFILE.http, withCpu, postgresPid, phase });

  // Search everywhere (docs/product.md §11.16): the palette's query, a skill across the firm and the other areas.
  if (wanted('search')) {
    const searched = await phase('API search everywhere', () =>
      withCpu({ apiPid: api.pid, postgresPid }, () =>
        measure(http({ path: '/api/search?q=azure', connections: READ_CONNECTIONS })),
      ),
    );
    results.search = { path: '/api/search?q=azure', ...searched.result, cpu: searched.cpu };
  }
  // Timesheets (docs/benchmarks.md): saving a cell at 20 connections; the admin view over 500 people × 4 weeks.
  if (wanted('timesheets')) {
    results.timesheets = await phase('timesheets (cell save, admin view)', async () =>
      benchTimesheets({
        origin: api.origin,
        databaseUrl,
        employeeCookie: cookie,
        adminCookie: await api.signIn('admin@demo.local'),
        profile: PROFILE.http,
      }),
    );
    log(
      `timesheets: cell save p99 ${results.timesheets.cellSave.p99Ms} ms, admin view p97.5 ${results.timesheets.adminView.p97_5Ms} ms`,
    );
  }
  // Recruiting (docs/benchmarks.md): the candidate list a recruiter pages through (personal data, admin), 50 rows.
  if (wanted('recruiting')) {
    results.recruiting = await phase('recruiting candidate list', async () => {
      const adminCookie = await api.signIn('admin@demo.local');
      const path = '/api/recruiting/candidates?pageSize=50';
      const run = await withCpu({ apiPid: api.pid, postgresPid }, () =>
        measure(http({ path, headers: { cookie: adminCookie, origin: api.origin }, connections: READ_CONNECTIONS })),
      );
      // Onboarding (docs/product.md §11.12): every onboarding with its progress and checklist, as the admin sees it.
      const onboardingPath = '/api/onboardings';
      const onboarding = await withCpu({ apiPid: api.pid, postgresPid }, () =>
        measure(http({ path: onboardingPath, headers: { cookie: adminCookie, origin: api.origin }, connections: 10 })),
      );
      return {
        path,
        ...run.result,
        cpu: run.cpu,
        onboarding: { path: onboardingPath, ...onboarding.result, cpu: onboarding.cpu },
      };
    });
  }
  // Staffing (docs/benchmarks.md): the firm grows to 2,000 people with skills and assignments; requests answered one at a time.
  const staffingFirm = wanted('staffing', 'forecast', 'firmForecast', 'commandCenter', 'firmExport');
  const products = staffingFirm
    ? await phase('staffing firm (2,000 consultants)', () => seedStaffingFirm(databaseUrl, STAFFING_CONSULTANTS))
    : undefined;
  if (wanted('staffing')) {
    results.staffing = await phase('staffing (2,000 consultants)', async () => {
      const adminCookie = await api.signIn('admin@demo.local');
      const samples = quick ? 10 : 60;
      const apiFigures = await measureStaffingApi({ api, adminCookie, products, samples });
      const scoring = await measureScoring(repo, samples);
      const scroll = await measureBoardScroll({ origin: api.origin, cookie: adminCookie });
      return { ...apiFigures, scoring, scroll };
    });
  }
  // The engagement forecast, with the 2,000-person firm's assignments and days off in the database.
  if (wanted('forecast')) {
    results.forecast = await phase('engagement forecast', async () =>
      measureForecast({ api, cookie: await api.signIn('admin@demo.local'), samples: quick ? 10 : 60 }),
    );
    log(
      `engagement forecast: p95 ${results.forecast.p95Ms.toFixed(1)} ms over ${results.forecast.engagements} engagements`,
    );
  }
  // The firm's 12-week forecast (command center) over the same 2,000 people, with the admin's revenue ahead.
  if (wanted('firmForecast')) {
    results.firmForecast = await phase('firm forecast (12 weeks × 2,000 consultants)', async () =>
      measureFirmForecast({ api, cookie: await api.signIn('admin@demo.local'), samples: quick ? 10 : 60 }),
    );
    log(`firm forecast: p95 ${results.firmForecast.p95Ms.toFixed(1)} ms`);
  }
  // Import: a firm's people from one CSV with six skills each (the goal: 20,000 in under 2 minutes).
  if (wanted('imports')) {
    results.imports = await phase('import consultants', async () =>
      measureImport({ api, cookie: await api.signIn('admin@demo.local'), count: quick ? 2_500 : 20_000 }),
    );
    log(
      `import: ${results.imports.consultants} consultants in ${results.imports.seconds.toFixed(1)} s, peak RSS ${results.imports.peakRssMb} MB`,
    );
  }
  // Command center (docs/product.md §11.11): KPIs over two years of timesheets for the 2,000 people (quick: 8 weeks).
  if (wanted('commandCenter')) {
    results.commandCenter = await phase('command center (2 years × 2,000 consultants)', async () =>
      benchCommandCenter({ api, databaseUrl, profile: PROFILE.http, withCpu, postgresPid, weeks: quick ? 8 : 104 }),
    );
    log(
      `command center: p97.5 ${results.commandCenter.p97_5Ms} ms over ${results.commandCenter.generated.weeks} weeks`,
    );
  }
  // The full export (a job) of the same firm: its time and the API's peak memory while it runs.
  if (wanted('firmExport')) {
    results.firmExport = await phase('full export (2,000 consultants, their timesheets)', async () =>
      measureFirmExport({ api, cookie: await api.signIn('admin@demo.local') }),
    );
    log(
      `full export: ${results.firmExport.rows} rows in ${results.firmExport.seconds.toFixed(1)} s, peak RSS ${results.firmExport.peakRssMb} MB`,
    );
  }
  // Calibration: the same read through bare node:http + pg (no framework, session or ORM), one run.
  if (wanted('reference')) {
    const reference = await phase('reference: bare node:http + pg', async () => {
      const server = await startApi({
        entry: path.join(repo, 'bench/lib/reference-server.mjs'),
        env: { DATABASE_URL: databaseUrl },
        healthPath: '/health',
      });
      try {
        return await withCpu({ apiPid: server.pid, postgresPid }, () =>
          measure({
            origin: server.origin,
            path: `/consultants/${other.id}`,
            connections: READ_CONNECTIONS,
            ...PROFILE.http,
            runs: 1,
          }),
        );
      } finally {
        await server.stop();
      }
    });
    results.reference = {
      ...reference.result,
      cpu: reference.cpu,
      ratioToCeiling: results.ceiling ? reference.result.reqPerSec / results.ceiling.tps : undefined,
    };
  }
  // Web: what each page loads, then Lighthouse; the API above serves the SPA.
  if (wanted('web')) {
    results.web = await phase('web bundle', async () => ({
      manifest: manifestSizes(paths.webDist),
      pages: await measuredPageJs({
        origin: api.origin,
        webDist: paths.webDist,
        pages: [{ path: '/login' }, { path: '/home', cookie }],
      }),
    }));
  }
  // Plans: a 2,000-task plan in the Gantt builder (interactive time, drag frame rate).
  if (wanted('gantt')) {
    results.gantt = await phase('Gantt: 2,000-task plan', async () =>
      ganttScenario({ api, cookie: await api.signIn('admin@demo.local'), runs: quick ? 1 : 3 }),
    );
  }
  if (withLighthouse) {
    const cookieOf = (page) => (page === '/login' ? undefined : cookie);
    const pages = PROFILE.lighthouse.pages.map((page) => ({ path: page, cookie: cookieOf(page) }));
    try {
      results.lighthouse = await phase('Lighthouse', async () => ({
        ...(await lighthouseScores({
          origin: api.origin,
          pages,
          presets: ['desktop'],
          runs: PROFILE.lighthouse.desktop,
        })),
        ...(PROFILE.lighthouse.mobile
          ? await lighthouseScores({ origin: api.origin, pages, presets: ['mobile'], runs: PROFILE.lighthouse.mobile })
          : {}),
      }));
    } catch (error) {
      // Keep the run's other figures; the report shows Lighthouse as not measured, with the reason.
      results.lighthouseError = String(error instanceof Error ? error.message : error);
      log(`Lighthouse failed: ${results.lighthouseError}`);
    }
  }
  await api.stop();
  // The digest job on the same database, with its own API process (e-mail on) once the one above has stopped: its
  // mails and job workers would otherwise run inside the figures above.
  if (wanted('digest')) {
    results.digest = await phase(`e-mail digest (${DIGEST_PEOPLE} people)`, () =>
      measureDigest({
        entry: paths.apiEntry,
        apiEnv: { DATABASE_URL: databaseUrl, BETTER_AUTH_SECRET: SECRET, WEB_DIST: paths.webDist },
        databaseUrl,
        people: DIGEST_PEOPLE,
      }),
    );
    log(
      `e-mail digest: ${results.digest.delivered} messages delivered in ${results.digest.seconds.toFixed(1)} s (queued in ${results.digest.digestJobS.toFixed(1)} s)`,
    );
  }
  // The embedded mode runs one process: its PostgreSQL comparison is one API process too (WEB_CONCURRENCY=1), the
  // same single-record GET on the same database, started once the other API has stopped.
  if (wanted('embedded')) {
    const single = await phase('API single-record GET (PostgreSQL, one process)', async () => {
      const one = await startApi({
        entry: paths.apiEntry,
        env: { DATABASE_URL: databaseUrl, BETTER_AUTH_SECRET: SECRET, WEB_DIST: paths.webDist, WEB_CONCURRENCY: '1' },
      });
      try {
        const oneCookie = await one.signIn(USER);
        return await measure({
          origin: one.origin,
          headers: { cookie: oneCookie },
          path: `/api/consultants/${other.id}`,
          connections: READ_CONNECTIONS,
          ...PROFILE.http,
        });
      } finally {
        await one.stop();
      }
    });
    results.postgresOneProcess = { single };
  }
  await cluster.stop();
  cleanups.length = 0;

  // Embedded mode: the PGlite default in DATA_DIR, one process.
  if (wanted('embedded', 'contentTime')) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'praxis-bench-pglite-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const embedded = await phase('API start (PGlite)', () =>
      startApi({ entry: paths.apiEntry, env: { DATA_DIR: dataDir, WEB_DIST: paths.webDist } }),
    );
    cleanups.push(() => embedded.stop());
    const embeddedCookie = await embedded.signIn(USER);
    const embeddedMe = await embedded.get('/api/me', embeddedCookie);
    const embeddedList = await embedded.get('/api/consultants?pageSize=5', embeddedCookie);
    const embeddedTarget = embeddedList.items.find((c) => c.id !== embeddedMe.consultant?.id);
    if (wanted('embedded')) {
      const embeddedRead = await phase('embedded single-record GET', () =>
        withCpu({ apiPid: embedded.pid }, () =>
          measure({
            origin: embedded.origin,
            headers: { cookie: embeddedCookie },
            path: `/api/consultants/${embeddedTarget.id}`,
            connections: READ_CONNECTIONS,
            ...PROFILE.http,
          }),
        ),
      );
      // The first page of the directory (the demo firm's ~45 people) at 10 connections: the list a small firm uses.
      const embeddedPage = await phase('embedded list (10 connections)', () =>
        measure({
          origin: embedded.origin,
          headers: { cookie: embeddedCookie },
          path: '/api/consultants?pageSize=50',
          connections: 10,
          ...PROFILE.http,
        }),
      );
      results.embedded = {
        readyMs: embedded.readyMs,
        single: { ...embeddedRead.result, cpu: embeddedRead.cpu },
        list: embeddedPage,
      };
      if (results.api)
        results.embedded.single.ratioToPostgresApi = results.embedded.single.reqPerSec / results.api.single.reqPerSec;
      if (results.postgresOneProcess)
        results.embedded.single.ratioToOneProcess =
          results.embedded.single.reqPerSec / results.postgresOneProcess.single.reqPerSec;
    }
    // A newcomer's tour on the same embedded demo firm (what `npm start` serves): every screen's time to content.
    if (wanted('contentTime')) {
      const adminCookie = await embedded.signIn('admin@demo.local');
      const routes = await shellRoutes({ api: embedded, cookie: adminCookie });
      const tour = (runs, viewport) =>
        measureContentTime({ origin: embedded.origin, cookie: adminCookie, routes, runs, viewport });
      results.contentTime = await phase(`time to content (${routes.length} screens)`, async () => ({
        desktop: await tour(PROFILE.contentTime.runs),
        ...(PROFILE.contentTime.phone ? { phone: await tour(1, { width: 390, height: 844 }) } : {}),
      }));
      const { desktop } = results.contentTime;
      log(
        `time to content: median ${desktop.medianMs} ms, slowest ${desktop.slowest.map((r) => `${r.route} ${r.medianMs} ms`).join(', ')}`,
      );
    }
    await embedded.stop();
  }
} finally {
  for (const cleanup of cleanups.reverse())
    await Promise.resolve()
      .then(cleanup)
      .catch(() => undefined);
}

results.phasesS = phases;
results.elapsedS = Math.round((Date.now() - startedAt) / 1000);
results.loadAverage.end = loadAverage();
results.targets = evaluateTargets(results);

const outDir = path.join(repo, 'bench/results');
mkdirSync(outDir, { recursive: true });
const stamp = results.startedAt.replace(/[:.]/g, '-');
writeFileSync(path.join(outDir, `${stamp}-${results.mode}.json`), `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(path.join(outDir, `latest-${results.mode}.json`), `${JSON.stringify(results, null, 2)}\n`);
if (writeDocs) await writeDocsFile(renderMarkdown(results));

log(`done in ${results.elapsedS} s${writeDocs ? ' — docs/benchmarks.md written' : ''}`);
if (results.lighthouseError) process.exitCode = 1;
for (const target of results.targets)
  console.log(
    `  ${target.met ? 'met   ' : target.met === false ? 'MISSED' : 'n/a   '} ${target.name}: ${target.actual}`,
  );

/** docs/benchmarks.md, formatted as `npm run lint` (prettier --check) expects. */
async function writeDocsFile(markdown) {
  const file = path.join(repo, 'docs/benchmarks.md');
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(file)) ?? {};
  // The scale run's section (npm run bench:scale) is measured separately: carry it over.
  const scale = existsSync(file) ? scaleSectionOf(readFileSync(file, 'utf8')) : undefined;
  const full = scale ? withScaleSection(markdown, scale) : markdown;
  writeFileSync(file, await prettier.format(full, { ...options, filepath: file }));
}

/** The demo firm has ~45 people; a realistic list needs more rows than the page. */
async function topUpConsultants(url, total) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('select count(*)::int as n from consultants');
    const missing = total - rows[0].n;
    if (missing > 0) {
      await client.query(
        `insert into consultants (first_name, last_name, email, availability_status, hourly_rate)
         select 'Bench', 'Person ' || lpad(i::text, 4, '0'), 'bench.person.' || i || '@bench.local',
                (array['available','partially_available','busy','on_leave'])[1 + i % 4], 100 + i % 50
         from generate_series(1, $1) as i`,
        [missing],
      );
    }
  } finally {
    await client.end();
  }
}
