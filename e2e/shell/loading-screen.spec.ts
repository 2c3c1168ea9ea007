import { expect, test } from '../fixtures';

test("the session loads behind a full-screen 'Loading...'", async ({ page, signIn }) => {
  await signIn('employee');
  let releaseSession: () => void = () => undefined;
  const sessionHeld = new Promise<void>((resolve) => (releaseSession = resolve));
  await page.route('**/api/session', async (route) => {
    await sessionHeld;
    await route.continue();
  });

  await page.goto('/home', { waitUntil: 'commit' });
  const loading = page.getByRole('status').filter({ hasText: 'Loading...' });
  await expect(loading).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  releaseSession();
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
  await expect(loading).toHaveCount(0);
});
