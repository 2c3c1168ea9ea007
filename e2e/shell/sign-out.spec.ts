import { expect, loginPage, openUserMenu, test } from '../fixtures';

test('signing out from the user menu lands on /login and keeps /home closed', async ({ page, signIn }) => {
  await signIn('admin');
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(loginPage(page).signInHeading).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(401);

  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
  await expect(loginPage(page).signInHeading).toBeVisible();
});
