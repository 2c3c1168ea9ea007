// The scale run's table (console) and its section of docs/benchmarks.md, kept between two markers so the full
// bench's rewrite of the file carries it over (bench/run.mjs) and a scale run replaces only it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ANALYSIS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../scale-analysis.md');
export const SCALE_START = '<!-- scale:start -->';
export const SCALE_END = '<!-- scale:end -->';

const ms = (value) => `${Math.round(value)} ms`;
const n = (value) => value.toLocaleString('en-US');
/** "42 ms met" / "**812 ms missed**" (failed requests — the statement timeout — are named). */
const verdict = (value, target, failures = 0) =>
  value < target && !failures
    ? `${ms(value)} met`
    : `**${ms(value)} missed**${failures ? ` (${failures} failed)` : ''}`;

export function printTable(screens) {
  const rows = screens.map((s) => [
    s.met ? 'met   ' : 'MISSED',
    s.name.padEnd(40),
    ms(s.sequential.p95Ms).padStart(8),
    ms(s.loaded.p97_5Ms).padStart(8),
    `${s.loaded.reqPerSec} req/s`.padStart(11),
    `< ${s.targetMs}`,
  ]);
  console.log(`         ${'screen'.padEnd(40)} ${'seq p95'.padStart(8)} ${'20c p97.5'.padStart(8)}`);
  for (const row of rows) console.log(`  ${row.join(' ')}`);
}

/** The block kept in docs/benchmarks.md, markers included. */
export function renderScaleSection({ firm, screens, startedAt, machine, load, samples, profile }) {
  const counts = Object.entries(firm.counts).map(([table, count]) => `| ${table} | ${n(count)} |`);
  const table = screens.map(
    (s) =>
      `| ${s.name} | \`${s.path.replace(/[0-9a-f-]{36}/g, '{id}').replace(/\d{4}-\d{2}-\d{2}/g, '…')}\` | ${verdict(s.sequential.p95Ms, s.targetMs, s.sequential.failures)} | ${s.loaded.runs.every((run) => run.requests === 0) ? `**no answer within ${profile.durationS} s**` : verdict(s.loaded.p97_5Ms, s.targetMs, s.loaded.failures)} | ${n(s.loaded.reqPerSec)} | < ${s.targetMs} ms |`,
  );
  const analysis = existsSync(ANALYSIS) ? readFileSync(ANALYSIS, 'utf8').trim() : '';
  return [
    SCALE_START,
    '## Scale',
    '',
    `\`npm run bench:scale -- --scale=${firm.consultants}\` (run ${startedAt.slice(0, 16).replace('T', ' ')} UTC, ${machine}).`,
    `The firm is generated inside PostgreSQL 15 from seed ${firm.seed} on top of the demo firm` +
      ` (bench/lib/scale-firm.mjs) in ${n(firm.seconds)} s, then kept in bench/results/scale/ and reused;` +
      ` size on disk (\`pg_database_size\`): ${(firm.sizeBytes / 1024 ** 3).toFixed(1)} GB.` +
      ` Sizes are proportional to \`--scale\` (consultants): 2 engagements, 25 work items with a comment and 100` +
      ` notifications per person, five years of approved weeks.`,
    '',
    '| Table | Rows |',
    '| --- | ---: |',
    ...counts,
    '',
    `Each screen's read: sequential p95 over ${samples} requests after a warm-up, then ${profile.durationS} s at 20` +
      ' connections (autocannon reports p97.5, stricter than p95); met = under the target with no failed request.' +
      ` Load average (1 min) while measuring: ${load.start[0]} at the start, ${load.end[0]} at the end` +
      ` (${machine.split(',')[1]?.trim() ?? ''}; other work shared the machine).`,
    '',
    '| Screen | Request | Sequential p95 | 20 connections p97.5 | req/s at 20 | Target |',
    '| --- | --- | ---: | ---: | ---: | --- |',
    ...table,
    '',
    analysis,
    SCALE_END,
  ].join('\n');
}

/** docs/benchmarks.md with the scale block replaced (or appended). */
export function withScaleSection(markdown, section) {
  const start = markdown.indexOf(SCALE_START);
  const end = markdown.indexOf(SCALE_END);
  if (start < 0 || end < 0) return `${markdown.trimEnd()}\n\n${section}\n`;
  return `${markdown.slice(0, start)}${section}${markdown.slice(end + SCALE_END.length)}`;
}

/** The scale block of an existing docs/benchmarks.md, if any (so a full bench run keeps it). */
export function scaleSectionOf(markdown) {
  const start = markdown.indexOf(SCALE_START);
  const end = markdown.indexOf(SCALE_END);
  return start < 0 || end < 0 ? undefined : markdown.slice(start, end + SCALE_END.length);
}
