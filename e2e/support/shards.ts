import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Which spec files one shard of the suite runs (scripts/e2e.mjs starts one Playwright per shard, each with its own
 * app, database and provider). Playwright's own `--shard` cuts the alphabetical list by test count, which put
 * 500 s of tests in one shard and 900 s in the other; this spreads files by their measured time instead.
 */

/** Seconds per spec file in a one-worker CI run, for the files well above the typical ~20 s; refresh when they drift. */
const SECONDS: Record<string, number> = {
  'staffing/staffing.spec.ts': 170,
  'shell/page-width.spec.ts': 150,
  'shell/reach-every-screen.spec.ts': 105,
  'timesheets/week-journey.spec.ts': 62,
  'shell/accessibility.spec.ts': 61,
  'project-plans/plan-journey.spec.ts': 56,
  'monday-meeting/monday-meeting.spec.ts': 53,
  'shell/admin-toolbar.spec.ts': 42,
  'recruiting/refer-candidate.spec.ts': 40,
  'admin-settings/catalogues.spec.ts': 39,
  'webhooks/webhooks.spec.ts': 38,
  'shell/sidebar.spec.ts': 36,
  'status-updates/status-updates.spec.ts': 33,
  'command-center/money-and-coverage.spec.ts': 32,
};
const TYPICAL_SECONDS = 15;

function specFiles(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name === 'support' ? [] : specFiles(dir, relative);
    return entry.name.endsWith('.spec.ts') ? [relative] : [];
  });
}

/** The spec files (relative to `dir`) of shard `current` of `total`: longest first, each to the least loaded shard. */
export function filesOfShard(dir: string, current: number, total: number): string[] {
  const load = Array.from({ length: total }, () => 0);
  const files: string[][] = Array.from({ length: total }, () => []);
  const weighted = specFiles(dir)
    .sort()
    .map((file) => ({ file, seconds: SECONDS[file] ?? TYPICAL_SECONDS }))
    .sort((a, b) => b.seconds - a.seconds);
  for (const { file, seconds } of weighted) {
    const least = load.indexOf(Math.min(...load));
    load[least] = (load[least] ?? 0) + seconds;
    files[least]?.push(file);
  }
  return files[current - 1] ?? [];
}
