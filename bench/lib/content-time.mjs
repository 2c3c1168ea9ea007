// Time to content: every screen of the shell loaded in Chromium as a full page load (not an in-app navigation),
// signed in as the demo admin, and the time from navigation start until the screen shows its content — the same
// "loaded" the page-width and layout-shift suites wait for: a heading in <main>, no skeleton (.animate-pulse) and
// no busy region (aria-busy) left in it. The browser's HTTP cache is warm (one load of /home first), as for anyone
// who has opened Praxis before; each route is loaded `runs` times and the median reported.
import { readFileSync } from 'node:fs';
import { CHROME_FLAGS, CHROMIUM } from './web.mjs';

const ROUTES_FILE = new URL('../../e2e/support/shell-routes.json', import.meta.url);

/** The shell's routes (e2e/support/shell-routes.json), record pages with the first id of their list. */
export async function shellRoutes({ api, cookie }) {
  const { static: fixed, records } = JSON.parse(readFileSync(ROUTES_FILE, 'utf8'));
  const routes = [...fixed];
  for (const { from, pages } of records) {
    const first = (await api.get(from, cookie)).items[0];
    if (!first) throw new Error(`the demo firm has nothing at ${from}`);
    routes.push(...pages.map((page) => page.replace('{id}', first.id)));
  }
  return routes;
}

/**
 * Runs in the page: resolves with performance.now() (milliseconds since navigation start) on the first animation
 * frame at which the content is there.
 */
/* global document -- contentShown runs in the page */
const contentShown = () => {
  const main = document.querySelector('main');
  if (!main) return false;
  const heading = main.querySelector('h1, h2, h3, [role="heading"]');
  // Visible to the user: rendered beneath the session's loading screen (invisible, inert) does not count.
  if (!heading || !heading.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
  if (main.querySelector('.animate-pulse, [aria-busy="true"]')) return false;
  return performance.now();
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * `{ routes: [{ route, medianMs, samplesMs }], slowest: [...5], medianMs, overOneSecond }` for the given routes;
 * a route that never shows its content within `timeoutMs` is reported with `error` instead of times.
 */
export async function measureContentTime({ origin, cookie, routes, runs = 3, timeoutMs = 20_000, viewport }) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext({ viewport: viewport ?? { width: 1440, height: 900 } });
    const [name, ...value] = cookie.split('=');
    await context.addCookies([{ name, value: value.join('='), url: origin }]);
    const page = await context.newPage();
    const timeTo = async (route) => {
      await page.goto(`${origin}${route}`, { waitUntil: 'commit' });
      const handle = await page.waitForFunction(contentShown, null, { polling: 'raf', timeout: timeoutMs });
      const ms = await handle.jsonValue();
      if (new URL(page.url()).pathname === '/login') throw new Error('signed out');
      return Math.round(ms);
    };
    await timeTo('/home');
    const results = [];
    for (const route of routes) {
      try {
        const samplesMs = [];
        for (let run = 0; run < runs; run++) samplesMs.push(await timeTo(route));
        results.push({ route, medianMs: median(samplesMs), samplesMs });
      } catch (error) {
        results.push({ route, error: String(error instanceof Error ? error.message.split('\n')[0] : error) });
      }
    }
    await context.close();
    const timed = results.filter((result) => result.medianMs !== undefined);
    return {
      runs,
      viewport: viewport ?? { width: 1440, height: 900 },
      routes: results,
      slowest: [...timed].sort((a, b) => b.medianMs - a.medianMs).slice(0, 5),
      medianMs: timed.length > 0 ? median(timed.map((result) => result.medianMs)) : null,
      overOneSecond: timed.filter((result) => result.medianMs >= 1000).map((result) => result.route),
      failed: results.filter((result) => result.error).map((result) => result.route),
    };
  } finally {
    await browser.close();
  }
}
