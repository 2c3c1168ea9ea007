import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** Every screen of the shell an admin can open, with real ids from the demo data for the record pages. */
const SHELL_ROUTES = JSON.parse(readFileSync(new URL('../support/shell-routes.json', import.meta.url), 'utf8')) as {
  static: string[];
  records: { from: string; pages: string[] }[];
};

async function recordRoutes(request: APIRequestContext): Promise<string[]> {
  const routes: string[] = [];
  for (const { from, pages } of SHELL_ROUTES.records) {
    const response = await request.get(from);
    expect(response.status(), `GET ${from}`).toBe(200);
    const first = ((await response.json()) as { items: { id: string }[] }).items[0];
    if (!first) throw new Error(`the demo data has nothing at ${from}`);
    routes.push(...pages.map((page) => page.replace('{id}', first.id)));
  }
  return routes;
}

/** Waits until the page has its heading and nothing is still loading (skeletons, busy regions). */
async function settle(page: Page) {
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await expect(page.locator('main .animate-pulse')).toHaveCount(0);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

const overflowOf = (page: Page) =>
  page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));

for (const width of [390, 1440]) {
  test(`no page is wider than a ${width} px screen`, async ({ page, signIn }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn('admin');
    const routes = [...SHELL_ROUTES.static, ...(await recordRoutes(page.request))];
    const tooWide: string[] = [];
    for (const route of routes) {
      await page.goto(route);
      await settle(page);
      const { scrollWidth, innerWidth } = await overflowOf(page);
      if (scrollWidth > innerWidth) tooWide.push(`${route}: ${scrollWidth} px`);
    }
    expect(tooWide, `pages wider than ${width} px`).toEqual([]);
  });
}
