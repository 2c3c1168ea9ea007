import { expect, fetchMe, loginPage, openUserMenu, test, userMenuButton } from '../fixtures';

for (const role of ['admin', 'pm', 'employee'] as const) {
  test(`the ${role} user menu shows email, job title, My Profile and Sign Out`, async ({ page, signIn }) => {
    await signIn(role);
    const me = await fetchMe(page.request);
    await page.goto('/home');

    await openUserMenu(page);
    const menu = page.getByRole('menu');
    await expect(menu.getByText(me.user.email)).toBeVisible();
    await expect(menu.getByText(me.consultant?.jobTitle || 'Consultant', { exact: true })).toBeVisible();
    // Admins also reach Admin Settings from here (docs/product.md §2); nobody else sees it.
    // The admin screens outside the original sidebar sit beside Admin Settings.
    const items =
      role === 'admin'
        ? [
            'My Profile',
            'Admin Settings',
            'Staffing Board',
            'Staffing Queue',
            'Resource Requests',
            'Webhooks',
            'E-mail Outbox',
            'Sign Out',
          ]
        : ['My Profile', 'Sign Out'];
    await expect(menu.getByRole('menuitem')).toHaveText(items);

    await menu.getByRole('menuitem', { name: 'My Profile' }).click();
    await expect(page).toHaveURL(new RegExp(`/consultants/${me.consultant?.id ?? 'none'}$`));
  });
}

test('the first click on the user menu opens it, even before its code has loaded', async ({ page, signIn }) => {
  await signIn('employee');
  // Hold the menu's code back so that the click certainly lands on the placeholder trigger.
  let releaseChunk: () => void = () => undefined;
  const chunkHeld = new Promise<void>((resolve) => (releaseChunk = resolve));
  await page.route('**/assets/user-menu-dropdown-*.js', async (route) => {
    await chunkHeld;
    await route.continue();
  });
  await page.goto('/home');

  await userMenuButton(page).click();
  releaseChunk();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
});

test('signed out, the user menu offers Sign In and Sign Up', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Sign In', 'Sign Up']);
  await page.getByRole('menuitem', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(loginPage(page).signUpHeading).toBeVisible();

  await page.goto('/no-such-page');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign In' }).click();
  await expect(loginPage(page).signInHeading).toBeVisible();
});
