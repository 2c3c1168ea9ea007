// The targets of docs/benchmarks.md.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentTimeSection, contentTimeTarget } from './content-time-report.mjs';

const ANALYSIS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../analysis.md');
const pct = (ratio) => `${(ratio * 100).toFixed(1)} %`;
const ms = (value) => (value === undefined || value === null ? '—' : `${Number(value).toFixed(value < 10 ? 1 : 0)} ms`);
const int = (value) => (value === undefined || value === null ? '—' : Math.round(value).toLocaleString('en-US'));

/** Each target: met (true/false, or undefined when not measured) and by how much. */
export function evaluateTargets(r) {
  const targets = [];
  const add = (name, target, actual, met, margin) => targets.push({ name, target, actual, met, margin });
  if (r.api && r.ceiling) {
    // The pgbench ratio stays a figure below, not a target: the bare node:http + pg line itself reaches only 10–20 %
    // of pgbench -S on this machine; the ratio to that line in the same run is what measures the framework.
    if (r.reference) {
      // Issue 13: the same read through bare node:http + pg, measured in the same run.
      const bare = r.api.single.reqPerSec / r.reference.reqPerSec;
      add(
        'Single-record GET vs bare node:http + pg (same run)',
        '≥ 50 %',
        `${int(r.api.single.reqPerSec)} of ${int(r.reference.reqPerSec)} req/s = ${pct(bare)}`,
        bare >= 0.5,
        bare >= 0.5 ? `${(bare / 0.5).toFixed(2)}× the target` : `short by ${((0.5 - bare) * 100).toFixed(1)} points`,
      );
    }
    const listP99 = r.api.list.p99Ms;
    add('50-row list p99 (50 connections)', '≤ 50 ms', ms(listP99), listP99 <= 50, over(listP99, 50));
    const writeP99 = r.api.write.p99Ms;
    add('Create work item p99 (20 connections)', '≤ 50 ms', ms(writeP99), writeP99 <= 50, over(writeP99, 50));
  }
  if (r.calendarDocs) {
    const icsP99 = r.calendarDocs.ics.p99Ms;
    const hitRatio = r.calendarDocs.ics.cacheHitRatio;
    const cacheNote = typeof hitRatio === 'number' ? ` (cache hits ${(hitRatio * 100).toFixed(1)} %)` : '';
    add(
      'ICS user feed p99 (10 connections)',
      '≤ 100 ms',
      `${ms(icsP99)}${cacheNote}`,
      icsP99 <= 100,
      over(icsP99, 100),
    );
    const searchP99 = r.calendarDocs.goldenSearch.p99Ms;
    add('Golden-folder search p99 (10 connections)', '≤ 50 ms', ms(searchP99), searchP99 <= 50, over(searchP99, 50));
  }
  // /login is its own light entry (docs/decisions/015-light-sign-in-entry.md), held to a tighter budget.
  const jsBudgetKb = { '/login': 110, '/home': 150 };
  for (const page of ['/login', '/home']) {
    const measured = r.web?.pages?.[page];
    const kb = measured?.jsGzipKb;
    const budget = jsBudgetKb[page];
    add(
      `JS for ${page} (gzip)`,
      `≤ ${budget} kB`,
      kb === undefined ? 'not measured' : `${kb.toFixed(1)} kB`,
      kb === undefined ? undefined : kb <= budget,
      kb === undefined ? '' : over(kb, budget, ' kB'),
    );
  }
  const loginManifestKb = r.web?.manifest?.routes?.['/login']?.gzipKb;
  add(
    'JS for /login from the manifest (login.html and its static imports, gzip)',
    '≤ 110 kB',
    typeof loginManifestKb === 'number' ? `${loginManifestKb.toFixed(1)} kB` : 'not measured',
    typeof loginManifestKb === 'number' ? loginManifestKb <= 110 : undefined,
    typeof loginManifestKb === 'number' ? over(loginManifestKb, 110, ' kB') : '',
  );
  for (const page of ['/login', '/home']) {
    const score = r.lighthouse?.[`${page} desktop`]?.score;
    add(
      `Lighthouse performance ${page}${page === '/home' ? ' (signed in)' : ''}, desktop`,
      '≥ 95',
      score === undefined ? 'not measured' : String(score),
      score === undefined ? undefined : score >= 95,
      score === undefined ? '' : score >= 95 ? `${score - 95} above` : `${95 - score} below`,
    );
  }
  // Issue 13: /home signed in on the mobile preset, and no layout shift on either preset.
  const homeMobile = r.lighthouse?.['/home mobile'];
  if (homeMobile)
    add(
      'Lighthouse performance /home (signed in), mobile',
      '≥ 90',
      String(homeMobile.score),
      homeMobile.score >= 90,
      homeMobile.score >= 90 ? `${homeMobile.score - 90} above` : `${90 - homeMobile.score} below`,
    );
  for (const preset of ['desktop', 'mobile']) {
    const cls = r.lighthouse?.[`/home ${preset}`]?.cls;
    if (cls !== undefined)
      add(
        `/home layout shift (CLS), ${preset}`,
        '< 0.05',
        String(cls),
        cls < 0.05,
        cls < 0.05 ? '' : `over by ${(cls - 0.05).toFixed(3)}`,
      );
  }
  if (r.gantt) {
    const { interactiveMs, dragFps } = r.gantt;
    add(
      `Gantt: ${r.gantt.tasks}-task plan interactive after navigation`,
      '< 1,000 ms',
      ms(interactiveMs),
      interactiveMs < 1000,
      over(interactiveMs, 1000),
    );
    add(
      'Gantt: bar drag frame rate',
      '≥ 50 fps',
      `${dragFps} fps`,
      dragFps >= 50,
      dragFps >= 50 ? `${(dragFps - 50).toFixed(1)} fps above` : `${(50 - dragFps).toFixed(1)} fps below`,
    );
  }
  if (r.staffing) {
    const rank = r.staffing.rank.p95Ms;
    add('Rank 2,000 consultants, 5 skills, p95 (API)', '< 200 ms', ms(rank), rank < 200, over(rank, 200));
    const board = r.staffing.board.p95Ms;
    add('Staffing board, 12 weeks × 2,000, p95 (API)', '< 300 ms', ms(board), board < 300, over(board, 300));
    const tasks = r.staffing.scroll.longTasks;
    add(
      'Board scroll long tasks (Chromium)',
      '0',
      `${tasks} (longest ${ms(r.staffing.scroll.longestTaskMs)})`,
      tasks === 0,
      '',
    );
  }
  if (r.forecast) {
    const p95 = r.forecast.p95Ms;
    add('Engagement forecast, p95 (API)', '< 50 ms', ms(p95), p95 < 50, over(p95, 50));
  }
  if (r.firmForecast) {
    const p95 = r.firmForecast.p95Ms;
    add('Firm forecast, 12 weeks × 2,000, p95 (API)', '< 300 ms', ms(p95), p95 < 300, over(p95, 300));
  }
  if (r.imports) {
    const { consultants, seconds, peakRssMb } = r.imports;
    // The goal is for 20,000 people; the quick run imports fewer and only reports its time.
    const full = consultants >= 20_000;
    add(
      `Import ${consultants.toLocaleString('en-GB')} consultants × 6 skills (peak RSS ${peakRssMb} MB)`,
      '20,000 in < 120 s',
      `${seconds.toFixed(1)} s`,
      full ? seconds < 120 : undefined,
      full ? over(seconds, 120, ' s') : '',
    );
  }
  if (r.firmExport) {
    const { rows, files, seconds, sizeMb, startRssMb, peakRssMb } = r.firmExport;
    // No target: the figure shows it ends and that memory grows by pages, not by the firm's size.
    add(
      `Full export: ${rows.toLocaleString('en-GB')} rows in ${files} files, ${sizeMb.toFixed(1)} MB zip (RSS ${startRssMb} → peak ${peakRssMb} MB)`,
      'recorded',
      `${seconds.toFixed(1)} s`,
      undefined,
      '',
    );
  }
  if (r.digest) {
    const { people, seconds, digestJobS, queued, delivered } = r.digest;
    // The goal is for 2,000 people; the quick run sends fewer and only reports its time.
    const full = people >= 2_000;
    add(
      `E-mail digest for ${people.toLocaleString('en-GB')} people: ${queued.toLocaleString('en-GB')} queued (job ${digestJobS.toFixed(1)} s), ${delivered.toLocaleString('en-GB')} delivered over SMTP`,
      '2,000 in < 60 s',
      `${seconds.toFixed(1)} s`,
      full ? seconds < 60 : undefined,
      full ? over(seconds, 60, ' s') : '',
    );
  }
  if (r.api?.tokenSingle) {
    // A personal API token resolves through the same session cache as a cookie: it must cost the same, ± 10 %.
    const ratio = r.api.tokenSingle.reqPerSec / r.api.single.reqPerSec;
    add(
      'Single-record GET with an API token vs the cookie (same run)',
      '± 10 %',
      `${int(r.api.tokenSingle.reqPerSec)} of ${int(r.api.single.reqPerSec)} req/s = ${pct(ratio)}`,
      Math.abs(ratio - 1) <= 0.1,
      Math.abs(ratio - 1) <= 0.1 ? '' : `${((ratio - 1) * 100).toFixed(1)} points`,
    );
  }
  // Issue 31, item 5: against PostgreSQL mode with the same number of API processes (one), and the list a small
  // firm uses; the ratio to the default two-process PostgreSQL mode stays a figure below.
  const embedded = r.embedded?.single?.ratioToOneProcess;
  if (embedded !== undefined)
    add(
      'Embedded PGlite single GET vs PostgreSQL mode, one API process each',
      '≥ 60 %',
      `${int(r.embedded.single.reqPerSec)} of ${int(r.postgresOneProcess.single.reqPerSec)} req/s = ${pct(embedded)}`,
      embedded >= 0.6,
      embedded >= 0.6 ? '' : `short by ${((0.6 - embedded) * 100).toFixed(1)} points`,
    );
  const embeddedListP99 = r.embedded?.list?.p99Ms;
  if (embeddedListP99 !== undefined)
    add(
      'Embedded PGlite directory first page p99 (10 connections)',
      '≤ 100 ms',
      ms(embeddedListP99),
      embeddedListP99 <= 100,
      over(embeddedListP99, 100),
    );
  const contentTime = contentTimeTarget(r);
  if (contentTime) targets.push(contentTime);
  // A run of some steps (--only) has no run-time target.
  const limit = r.mode === 'quick' ? 180 : r.mode === 'full' ? 900 : undefined;
  if (limit)
    add(`Run time (${r.mode})`, `< ${limit} s`, `${r.elapsedS} s`, r.elapsedS < limit, over(r.elapsedS, limit, ' s'));
  return targets;
}

function over(actual, limit, unit = ' ms') {
  if (actual === undefined || actual === null) return '';
  return actual <= limit
    ? `${(limit - actual).toFixed(1)}${unit} to spare`
    : `over by ${(actual - limit).toFixed(1)}${unit} (${((actual / limit - 1) * 100).toFixed(0)} %)`;
}

/** An older run could count exited backends negatively: show such a figure as not measured. */
const share = (value) => (value === undefined || value < 0 ? '—' : value);
/** CPU milliseconds each request cost the API process and PostgreSQL: less sensitive to a busy machine than req/s. */
const msPerRequest = (pctValue, reqPerSec) =>
  pctValue === undefined || pctValue < 0 || !reqPerSec ? '—' : ((pctValue / 100 / reqPerSec) * 1000).toFixed(2);
const perRequest = (s) =>
  s.cpu ? `${msPerRequest(s.cpu.apiPct, s.reqPerSec)} / ${msPerRequest(s.cpu.postgresPct, s.reqPerSec)}` : '—';
const cpu = (c) => (c ? `${share(c.apiPct)} / ${share(c.postgresPct)} / ${share(c.loadGeneratorPct)}` : '—');

export function renderMarkdown(r) {
  const m = r.machine;
  const lines = [];
  const push = (...text) => lines.push(...text);
  push(
    '# Benchmarks',
    '',
    '_Written by `npm run bench` (full run); the figures below are from one run on one machine, so the ratios hold',
    'even when the machine is noisy. `npm run bench -- --quick` is the CI smoke run (short, asserts nothing about speed)',
    'and writes only `bench/results/`. How it works: [bench/README.md](../bench/README.md)._',
    '',
    `Run: ${r.startedAt} (${r.mode}), ${r.elapsedS} s in total.`,
    '',
    '## Machine',
    '',
    '| | |',
    '|---|---|',
    `| CPU | ${m.cpuModel}, ${m.nproc} cores (nproc) |`,
    `| Memory | ${m.memory} (free -h) |`,
    `| OS | ${m.os}, kernel ${m.kernel} |`,
    `| Node | ${m.node} |`,
    `| PostgreSQL | ${m.postgres} — started by the bench: fsync=on, synchronous_commit=on, shared_buffers=1GB |`,
    `| Browser | ${m.chromium ?? 'not found'} |`,
    `| Tools | autocannon ${m.autocannon}, Lighthouse ${m.lighthouse}, pgbench (PostgreSQL 15) |`,
    `| Load average (1/5/15 min) | start ${r.loadAverage.start.join(' / ')}, end ${r.loadAverage.end.join(' / ')} |`,
    '',
    'The load generator (autocannon, in the bench process), the API (as `npm start` runs it with PostgreSQL: one worker',
    'process per core) and PostgreSQL share these cores; nothing else is isolated. The embedded mode is one process.',
    '',
    '## Targets',
    '',
    '| Target | Goal | Measured | Met | Margin |',
    '|---|---|---|---|---|',
    ...r.targets.map(
      (t) =>
        `| ${t.name} | ${t.target} | ${t.actual} | ${t.met === undefined ? 'n/a' : t.met ? 'yes' : '**no**'} | ${t.margin} |`,
    ),
    '',
    '## Figures',
    '',
    '### Ceiling',
    '',
    `\`${r.ceiling.command}\`: **${int(r.ceiling.tps)} tps** (median of ${r.ceiling.runs.length}: ${r.ceiling.runs.map((x) => int(x.tps)).join(', ')}).`,
    '',
    `### API on PostgreSQL (${r.machine.nproc} worker processes, a pool of 10 each)`,
    '',
    `autocannon ${r.profile.http.warmupS} s warm-up, then ${r.profile.http.runs} × ${r.profile.http.durationS} s; medians. Signed in as the demo employee`,
    `(session cookie → session lookup, roles, permission check on every request). The firm is topped up to 300 consultants.`,
    '',
    '| Scenario | Connections | req/s | p50 | p99 | max | Non-2xx / errors | CPU % API / PG / load gen | CPU ms per request API / PG |',
    '|---|---|---|---|---|---|---|---|---|',
    ...['single', 'tokenSingle', 'list', 'write']
      .filter((key) => r.api[key])
      .map((key) => {
        const s = r.api[key];
        return `| ${{ single: 'Single-record GET', tokenSingle: 'Single-record GET, API token', list: '50-row list', write: 'Create work item' }[key]} \`${s.path}\` | ${s.connections} | ${int(s.reqPerSec)} | ${ms(s.p50Ms)} | ${ms(s.p99Ms)} | ${ms(s.maxMs)} | ${s.failures} | ${cpu(s.cpu)} | ${perRequest(s)} |`;
      }),
    ...(r.reference
      ? [
          `| _Calibration: bare node:http + pg, same read, no framework/session/ORM (1 run)_ | ${r.reference.connections} | ${int(r.reference.reqPerSec)} | ${ms(r.reference.p50Ms)} | ${ms(r.reference.p99Ms)} | ${ms(r.reference.maxMs)} | ${r.reference.failures} | ${cpu(r.reference.cpu)} | ${perRequest(r.reference)} |`,
        ]
      : []),
    '',
    `Single-record GET = **${pct(r.api.single.ratioToCeiling)}** of the pgbench ceiling${r.reference ? ` (bare node:http + pg: ${pct(r.reference.ratioToCeiling)})` : ''}. API ready ${int(r.api.readyMs)} ms after start (migrations + seed check);`,
    `resident memory after the read runs ${r.api.rssAfterReadsMb ?? '—'} MB. CPU is in % of one core (${m.nproc * 100} % = the whole machine).`,
    '',
    '### Embedded mode (PGlite, the default without DATABASE_URL)',
    '',
    `Same single-record GET, ${r.embedded.single.connections} connections: **${int(r.embedded.single.reqPerSec)} req/s**, p50 ${ms(r.embedded.single.p50Ms)}, p99 ${ms(r.embedded.single.p99Ms)},`,
    `failures ${r.embedded.single.failures}, CPU API ${r.embedded.single.cpu.apiPct} % / load gen ${r.embedded.single.cpu.loadGeneratorPct} % —`,
    `${pct(r.embedded.single.ratioToPostgresApi)} of the same read on PostgreSQL (default processes)${r.embedded.single.ratioToOneProcess === undefined ? '' : `, ${pct(r.embedded.single.ratioToOneProcess)} of it with one API process`}. Ready ${int(r.embedded.readyMs)} ms after start (new data directory: initdb, migrations, seed).`,
    r.embedded.list
      ? `Directory first page at 10 connections: ${int(r.embedded.list.reqPerSec)} req/s, p99 ${ms(r.embedded.list.p99Ms)}.`
      : '',
    '',
    '### Web',
    '',
    'JavaScript each page loads, measured in Chromium (every script the page fetched until the network was idle), gzip',
    'level 6 of the built files. The Vite-manifest figure (entry + route modules and their static imports) is the',
    'cross-check; the measured one also counts lazy imports the page triggers at start.',
    '',
    '| Page | JS gzip (measured) | JS gzip (manifest) | CSS gzip | Scripts | Ended on |',
    '|---|---|---|---|---|---|',
    ...Object.entries(r.web.pages).map(
      ([page, p]) =>
        `| ${page}${page === '/home' ? ' (signed in)' : ''} | ${p.jsGzipKb.toFixed(1)} kB | ${r.web.manifest.routes?.[page]?.gzipKb?.toFixed(1) ?? '—'} kB | ${p.cssGzipKb.toFixed(1)} kB | ${p.scripts.length} | ${p.finalPath} |`,
    ),
    '',
    r.web.manifest.available
      ? `Largest lazy chunk: \`${r.web.manifest.largestLazy?.file}\` ${r.web.manifest.largestLazy?.gzipKb.toFixed(1)} kB gzip. Entry (index.html and its static imports) ${r.web.manifest.entryGzipKb.toFixed(1)} kB; all JavaScript ${r.web.manifest.totalJsGzipKb.toFixed(1)} kB gzip.`
      : `Manifest: ${r.web.manifest.reason}.`,
    '',
  );
  if (r.lighthouseError) push(`Lighthouse could not be measured in this run: ${r.lighthouseError}`, '');
  if (r.lighthouse) {
    push(
      'Lighthouse (performance category only; desktop = Lighthouse desktop preset, mobile = default mobile preset with',
      'simulated throttling). `/home` is loaded with the session cookie as an extra header.',
      '',
      '| Page | Preset | Score (median) | Runs | FCP | LCP | TBT | CLS | Speed Index | Text compression would save |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...Object.values(r.lighthouse).map(
        (l) =>
          `| ${l.page} | ${l.preset} | **${l.score}** | ${l.scores.join(', ')} | ${ms(l.fcpMs)} | ${ms(l.lcpMs)} | ${ms(l.tbtMs)} | ${l.cls} | ${ms(l.speedIndexMs)} | ${l.textCompressionSavingsKb} kB |`,
      ),
      '',
    );
  }
  push(...contentTimeSection(r));
  push(
    '### Time per phase',
    '',
    Object.entries(r.phasesS)
      .map(([name, seconds]) => `${name} ${seconds} s`)
      .join(' · '),
    '',
  );
  if (existsSync(ANALYSIS)) push(readFileSync(ANALYSIS, 'utf8').trim(), '');
  return `${lines.join('\n')}\n`;
}
