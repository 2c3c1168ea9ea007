import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

declare global {
  interface Window {
    __layoutShifts?: { value: number; startTime: number; sources: string[] }[];
  }
}

/** Good, by the usual Web Vitals threshold is 0.1; pages that reserve their space stay well under it. */
const MAX_CLS = 0.05;

/**
 * Records every layout shift from the start of the document (buffered, so the first paints count too), with the
 * elements that moved, so that a failure names what jumped.
 */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    window.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node;
          if (!(node instanceof Element)) return node?.nodeName ?? '?';
          const text = (node.textContent ?? '').trim().slice(0, 30);
          return `${node.tagName.toLowerCase()}.${String(node.className).split(' ').slice(0, 3).join('.')} "${text}"`;
        });
        window.__layoutShifts?.push({ value: entry.value, startTime: entry.startTime, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Cumulative Layout Shift as browsers report it: the largest burst (shifts < 1 s apart, at most 5 s long). */
async function cumulativeLayoutShift(page: Page) {
  const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
  let worst = 0;
  let current = 0;
  let first = 0;
  let last = 0;
  for (const shift of shifts) {
    if (current > 0 && (shift.startTime - last > 1000 || shift.startTime - first > 5000)) current = 0;
    if (current === 0) first = shift.startTime;
    current += shift.value;
    last = shift.startTime;
    worst = Math.max(worst, current);
  }
  return { cls: Math.round(worst * 1000) / 1000, shifts };
}

/** Loaded: the heading is there, no skeleton or busy region is left, and the page has had a moment to settle. */
async function settle(page: Page) {
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await expect(page.locator('main .animate-pulse')).toHaveCount(0);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // Two frames, so that a shift caused by the last response is laid out and reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function firstId(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  const { items } = (await response.json()) as { items: { id: string }[] };
  const first = items[0];
  if (!first) throw new Error(`the demo firm has nothing at ${path}`);
  return first.id;
}

async function pages(request: APIRequestContext) {
  const client = await firstId(request, '/api/clients?pageSize=1');
  const engagement = await firstId(request, '/api/engagements?type=project&status=active&pageSize=1');
  return [`/clients/${client}`, '/status-updates', '/notifications', `/engagements/projects/${engagement}/timesheets`];
}

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`pages do not jump while they load at ${width} px (CLS < ${MAX_CLS})`, async ({ page, signIn }) => {
    await signIn('admin');
    const paths = await pages(page.request);
    const results: Record<string, number> = {};
    const jumps: Record<string, { value: number; sources: string[] }[]> = {};
    for (const path of paths) {
      // A fresh page per screen: the measure starts with the document, as a user opening the link gets it.
      const fresh = await page.context().newPage();
      await fresh.setViewportSize({ width, height });
      await recordLayoutShifts(fresh);
      await fresh.goto(path);
      await settle(fresh);
      const { cls, shifts } = await cumulativeLayoutShift(fresh);
      results[path] = cls;
      if (cls >= MAX_CLS) jumps[path] = shifts.filter((shift) => shift.value >= 0.005);
      await fresh.close();
    }
    test.info().annotations.push({ type: 'cls', description: JSON.stringify(results) });
    console.log(`CLS at ${width} px`, JSON.stringify(results));
    expect(jumps, JSON.stringify(results)).toEqual({});
  });
}
