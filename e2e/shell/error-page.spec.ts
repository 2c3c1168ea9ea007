import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expect, test } from '../fixtures';
import { apiSessionAs } from './shell-helpers';

/**
 * A real crash through the real error boundary: the /home screen's code is replaced by a module whose component
 * throws while rendering, as a bug in that screen would.
 */
async function crashHomeScreen(page: Page, message: string) {
  await page.route(/\/assets\/home-[\w-]+\.js$/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `export function Component() { throw new Error(${JSON.stringify(message)}); }`,
    }),
  );
}

test('a crashed page shows the error page; Contact Admin files a bug report the admins are told about', async ({
  page,
  signIn,
}) => {
  const message = `Crash ${randomUUID().slice(0, 8)}: cannot read properties of undefined (reading 'engagements')`;
  await signIn('employee');
  await crashHomeScreen(page, message);
  await page.goto('/home');

  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();
  // The shell stays usable around the failed page; technical details are for admins only.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy details' })).toHaveCount(0);

  const filed = page.waitForResponse((response) => response.url().endsWith('/api/bug-reports'));
  await page.getByRole('button', { name: 'Contact Admin' }).click();
  const created = (await (await filed).json()) as { id: string; name: string; status: string };
  expect(created).toMatchObject({ name: message.slice(0, 50), status: 'Requested' });
  await expect(page.getByText('Bug report created and assigned to admin')).toBeVisible();

  const item = (await (await page.request.get(`/api/work-items/${created.id}`)).json()) as Record<string, unknown>;
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string }; consultant: { id: string } };
  expect(item).toMatchObject({
    name: message.slice(0, 50),
    category: 'Bug Report',
    status: 'Requested',
    user_id: me.user.id,
    consultant_id: me.consultant.id,
  });
  expect(String(item.problem_statement)).toContain(message);
  expect(item.proposed_solution).toBeTruthy();

  const admin = await apiSessionAs('admin');
  const inbox = (await (await admin.get('/api/notifications?filter=unread&pageSize=200')).json()) as {
    items: { title: string; link: string | null }[];
  };
  expect(inbox.items).toContainEqual(
    expect.objectContaining({ title: `Bug report: ${created.name}`, link: `/work-management/${created.id}` }),
  );
  await admin.dispose();

  await page.getByRole('button', { name: 'View Request' }).click();
  await expect(page).toHaveURL(new RegExp(`/work-management/${created.id}$`));
});

test('admins see the technical details and can copy them', async ({ page, signIn, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const message = `Crash ${randomUUID().slice(0, 8)}: the board could not be drawn`;
  await signIn('admin');
  await crashHomeScreen(page, message);
  await page.goto('/home');

  await page.getByRole('button', { name: 'Show technical details' }).click();
  await expect(page.getByText(message).first()).toBeVisible();
  await page.getByRole('button', { name: 'Copy details' }).click();
  await expect(page.getByText('Error details copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(message);
});

test('a failed bug report says so', async ({ page, signIn }) => {
  await signIn('employee');
  await crashHomeScreen(page, 'Crash: something broke');
  await page.route('**/api/bug-reports', (route) =>
    route.fulfill({ status: 503, json: { code: 'UNAVAILABLE', message: 'Try later.' } }),
  );
  await page.goto('/home');

  await page.getByRole('button', { name: 'Contact Admin' }).click();
  await expect(page.getByText('Failed to create bug report. Please try again.')).toBeVisible();
});
