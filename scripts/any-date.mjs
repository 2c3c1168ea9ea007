#!/usr/bin/env node
// `npm run test:any-date`: the suites that read "today" (the demo firm's seed, status-update health, timesheet weeks
// and reminders, the daily digest, staffing weeks, the calendar, plans, the command center's windows, the Monday meeting, home, and
// the shared and web date rules), each run under a test clock set to one of the dates below, in the host time
// zone that makes the date hard. A date bug that only shows on a Friday, on 31 December or on the day the clocks
// change fails here on any day the suite runs. See docs/dates-and-clock.md. Test files share one module cache per
// worker (--no-isolate): otherwise a run spends most of its time importing the app again for each file.
//
//   node scripts/any-date.mjs                 every clock below
//   node scripts/any-date.mjs --only=2028-02  the clocks whose instant starts with that text
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * [what the clock tests, the instant, the host time zone]. The week of 28 December 2026 gives every weekday, a
 * month's last day, 31 December, New Year's Day (a holiday, on a Friday) and ISO week 53 at once.
 */
export const CLOCKS = [
  ['Monday, just after midnight UTC', '2026-12-28T00:30:00Z', 'UTC'],
  ['Tuesday, 08:15 in Chicago (after the hour of the daily digest, before its run)', '2026-12-29T14:15:00Z', 'UTC'],
  ['Wednesday, host in New York', '2026-12-30T12:00:00Z', 'America/New_York'],
  ['Thursday 31 December, late (New Year in Europe)', '2026-12-31T23:30:00Z', 'Europe/Berlin'],
  ["Friday, New Year's Day", '2027-01-01T15:30:00Z', 'UTC'],
  ['Saturday', '2027-01-02T12:00:00Z', 'UTC'],
  ['Sunday, late (Monday in Europe; week 53 ends)', '2027-01-03T23:30:00Z', 'Europe/Berlin'],
  ["another month's last day, late (1 May in Europe)", '2027-04-30T22:30:00Z', 'Europe/Berlin'],
  ['29 February', '2028-02-29T12:00:00Z', 'UTC'],
  ['Europe: clocks go forward', '2027-03-28T01:30:00Z', 'Europe/Berlin'],
  ['Europe: clocks go back', '2027-10-31T01:30:00Z', 'Europe/Berlin'],
  ['United States: clocks go forward', '2027-03-14T07:30:00Z', 'America/New_York'],
  ['United States: clocks go back', '2027-11-07T06:30:00Z', 'America/New_York'],
];

/** The test files and folders that read "today", directly or through the code they test. */
export const SUITES = [
  'packages/shared/src',
  'apps/web/src/lib/dates.test.ts',
  'apps/web/src/features/timesheets',
  'apps/api/src/db/seed',
  'apps/api/src/modules/status-updates',
  'apps/api/src/modules/timesheets',
  'apps/api/src/modules/staffing/board.test.ts',
  'apps/api/src/modules/calendar/calendar.test.ts',
  'apps/api/src/modules/calendar/provider.test.ts',
  'apps/api/src/modules/project-plans',
  'apps/api/src/modules/command-center',
  'apps/api/src/modules/monday-meeting',
  'apps/api/src/modules/forecast',
  'apps/api/src/modules/home',
  'apps/api/src/modules/mail',
  'apps/api/src/modules/onboarding',
];

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const clocks = CLOCKS.filter(([, instant]) => !only || instant.startsWith(only));
if (clocks.length === 0) {
  console.error(`No clock starts with ${only}.`);
  process.exit(2);
}

const clockModule = path.join(root, 'scripts', 'test-clock.mjs');
const failed = [];
for (const [label, instant, zone] of clocks) {
  console.log(`\n=== ${instant} (${zone}): ${label}`);
  const started = process.hrtime.bigint();
  const run = spawnSync('npx', ['vitest', 'run', '--reporter=dot', '--no-isolate', ...SUITES], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PRAXIS_CLOCK: instant,
      TZ: zone,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${clockModule}`.trim(),
    },
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(`--- ${instant}: ${run.status === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s`);
  if (run.status !== 0) failed.push(`${instant} (${zone}): ${label}`);
}

console.log(`\n${clocks.length - failed.length} passed, ${failed.length} failed`);
for (const clock of failed) console.log(`  failed under ${clock}`);
process.exit(failed.length === 0 ? 0 : 1);
