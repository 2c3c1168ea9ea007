import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** Every screen of the shell an admin can open, with real ids from the demo data for the record pages. */
const STATIC_ROUTES = [
  '/home',
  '/engagements',
  '/engagements/projects',
  '/engagements/managed-services',
  '/engagements/support-retainers',
  '/engagements/projects/new',
  '/project-plan',
  '/project-plan-builder',
  '/project-plan-builder-configuration',
  '/project-plan-viewer',
  '/status-updates',
  '/monday-meeting',
  '/command-center',
  '/gantt',
  '/my-internal-requests',
  '/engagement-requests',
  '/my-resource-requests',
  '/my-internal-request/new',
  '/resource-request/new',
  '/consultants',
  '/consultants?view=skills',
  '/consultants/new',
  '/notifications',
  '/change-log',
  '/smart-timesheet',
  '/clients',
  '/clients/new',
  '/onboarding',
  '/recruiting',
  '/internal-work-management',
  '/admin-timesheet-view',
  '/golden-folders',
  '/admin-internal-work-management',
  '/admin-calendar',
  '/admin-engagement-work-management',
  '/admin-resource-requests',
  '/admin-settings',
  '/admin-staffing',
  '/admin-staffing-queue',
];

async function firstId(request: APIRequestContext, path: string): Promise<{ id: string; type?: string }> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  const body = (await response.json()) as { items: { id: string; type?: string }[] };
  const first = body.items[0];
  if (!first) throw new Error(`the demo data has nothing at ${path}`);
  return first;
}

async function recordRoutes(request: APIRequestContext): Promise<string[]> {
  const engagement = await firstId(request, '/api/engagements?type=project&pageSize=1');
  const consultant = await firstId(request, '/api/consultants?pageSize=1');
  const client = await firstId(request, '/api/clients?pageSize=1');
  const workItem = await firstId(request, '/api/work-items?pageSize=1');
  const request_ = await firstId(request, '/api/resource-requests?pageSize=1');
  const candidate = await firstId(request, '/api/recruiting/candidates?pageSize=1');
  const base = `/engagements/projects/${engagement.id}`;
  return [
    base,
    `${base}/team`,
    `${base}/plan`,
    `${base}/requests`,
    `${base}/status-updates`,
    `${base}/timesheets`,
    `/consultants/${consultant.id}`,
    `/clients/${client.id}`,
    `/work-management/${workItem.id}`,
    `/admin-resource-requests/${request_.id}`,
    `/recruiting/candidates/${candidate.id}`,
  ];
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
    const routes = [...STATIC_ROUTES, ...(await recordRoutes(page.request))];
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
