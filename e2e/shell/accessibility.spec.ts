import type { Page } from '@playwright/test';
import { expect, test, type DemoRole, seriousViolations } from '../fixtures';

const PAGES: { path: string; role: DemoRole | null; ready: (page: Page) => Promise<void> }[] = [
  {
    path: '/login',
    role: null,
    ready: (page) => expect(page.getByRole('heading', { name: 'Sign in to Praxis' })).toBeVisible(),
  },
  {
    // E-mail is off on the e2e server: the page says so instead of offering the form.
    path: '/forgot-password',
    role: null,
    ready: (page) => expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible(),
  },
  {
    path: '/reset-password?token=not-a-real-token',
    role: null,
    ready: (page) => expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible(),
  },
  {
    path: '/no-such-page',
    role: null,
    ready: (page) => expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible(),
  },
  {
    path: '/home',
    role: 'admin',
    ready: (page) => expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible(),
  },
  {
    path: '/notifications',
    role: 'employee',
    ready: (page) => expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible(),
  },
  {
    path: '/admin-settings',
    role: 'employee',
    ready: (page) => expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible(),
  },
];

for (const width of [1280, 390]) {
  for (const { path, role, ready } of PAGES) {
    test(`${path}${role ? ` (${role})` : ''} at ${width} px has no serious or critical accessibility issue`, async ({
      page,
      signIn,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      if (role) await signIn(role);
      await page.goto(path);
      await ready(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

test('the History popup and the user menu pass axe when open', async ({ page, signIn }) => {
  await signIn('employee');
  await page.goto('/home');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'History' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
