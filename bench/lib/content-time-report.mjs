// docs/benchmarks.md's part for the time-to-content step (bench/lib/content-time.mjs): its target and its table.

/** The target: every screen's content within a second of a full load. */
export function contentTimeTarget(r) {
  const desktop = r.contentTime?.desktop;
  if (!desktop) return undefined;
  const slowest = desktop.slowest[0];
  const failed = desktop.failed.length;
  const met = failed === 0 && slowest !== undefined && slowest.medianMs < 1000;
  return {
    name: `Time to content after a full load, slowest of ${desktop.routes.length} screens (embedded demo firm, 1440 px)`,
    target: '< 1,000 ms',
    actual: `${slowest ? `${slowest.route} ${slowest.medianMs} ms` : '—'}${failed ? `; ${failed} never showed content` : ''}`,
    met,
    margin: slowest
      ? slowest.medianMs < 1000
        ? `${1000 - slowest.medianMs} ms to spare`
        : `${desktop.overOneSecond.length} screen(s) over`
      : '',
  };
}

const row = (result) =>
  result.error
    ? `| ${result.route} | — | ${result.error} |`
    : `| ${result.route} | ${result.medianMs} ms | ${result.samplesMs.join(', ')} |`;

/** The section: the slowest five per viewport, the median, and any screen that never showed its content. */
export function contentTimeSection(r) {
  const c = r.contentTime;
  if (!c) return [];
  const lines = [
    '### Time to content',
    '',
    'Every screen of the shell as the demo admin on the embedded demo firm (what `npm start` serves), each a full page',
    'load with a warm HTTP cache: milliseconds from navigation start to the first frame with a heading in `<main>` and',
    'no skeleton or busy region left (what the page-width suite waits for); every full load includes the 0.5 s loading screen. The routes are `e2e/support/shell-routes.json`.',
    '',
  ];
  for (const [name, result] of Object.entries(c)) {
    lines.push(
      `**${name}** (${result.viewport.width} px, ${result.runs} run${result.runs === 1 ? '' : 's'} per screen): median screen ${result.medianMs ?? '—'} ms; ${result.overOneSecond.length} of ${result.routes.length} at 1 s or more.`,
      '',
      '| Slowest screens | Median | Runs |',
      '|---|---|---|',
      ...result.slowest.map(row),
      ...result.routes.filter((entry) => entry.error).map(row),
      '',
    );
  }
  return lines;
}
