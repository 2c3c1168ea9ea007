import { expect, test } from '../fixtures';

test('admin-only pages show Access Denied to non-admins, and the API refuses them (403)', async ({ page, signIn }) => {
  await signIn('pm');
  for (const path of ['/admin-settings', '/admin-calendar', '/clients/new']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  }
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  const refused = await page.request.post('/api/notifications', {
    data: { recipient_user_id: me.user.id, title: 'Not allowed' },
  });
  expect(refused.status()).toBe(403);
});

test('an admin opens the admin-only pages', async ({ page, signIn }) => {
  await signIn('admin');
  await page.goto('/admin-calendar');
  await expect(page.getByRole('heading', { name: 'Admin Calendar' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
});

test('golden folders are for Project Managers only', async ({ page, signIn }) => {
  await signIn('employee');
  await page.goto('/golden-folders');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('This page is only available to Project Managers.')).toBeVisible();
});

test('a Project Manager opens golden folders', async ({ page, signIn }) => {
  await signIn('pm');
  await page.goto('/golden-folders');
  await expect(page.getByRole('heading', { name: 'Golden Folders' })).toBeVisible();
});

test('an unknown address inside the app shows Not Found', async ({ page, signIn }) => {
  await signIn('employee');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
