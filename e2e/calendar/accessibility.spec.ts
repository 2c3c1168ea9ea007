import type { Page } from '@playwright/test';
import { expect, test, type DemoRole, seriousViolations } from '../fixtures';

const PAGES: { path: string; role: DemoRole; ready: (page: Page) => Promise<void> }[] = [
  {
    path: '/change-log',
    role: 'employee',
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'Change Log' })).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
    },
  },
  {
    path: '/change-log/new/edit',
    role: 'admin',
    ready: (page) => expect(page.getByRole('heading', { name: 'New Change-Log Entry' })).toBeVisible(),
  },
  {
    path: '/golden-folders',
    role: 'pm',
    ready: (page) => expect(page.getByRole('link', { name: /Project delivery kit/ })).toBeVisible(),
  },
  {
    path: '/admin-calendar',
    role: 'admin',
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'Admin Calendar' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Calendar' }).getByRole('button', { name: /^Previous/ }),
      ).toBeVisible();
    },
  },
];

for (const width of [1280, 390]) {
  for (const { path, role, ready } of PAGES) {
    test(`${path} (${role}) at ${width} px: no serious accessibility issue, no sideways scrolling`, async ({
      page,
      signIn,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(role);
      await page.goto(path);
      await ready(page);
      expect(await seriousViolations(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
}

test('the golden folder view passes axe', async ({ page, signIn }) => {
  await signIn('pm');
  await page.goto('/golden-folders');
  await page.getByRole('link', { name: /Project delivery kit/ }).click();
  await expect(page.getByRole('list', { name: 'Documents and links' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
