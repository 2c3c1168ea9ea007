import { expect, openUserMenu, seriousViolations, test } from '../fixtures';

test('an admin reaches the e-mail outbox from the user menu; the status filter lives in the URL', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await page.goto('/home');
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'E-mail Outbox' }).click();
  await expect(page).toHaveURL(/\/admin-mail$/);
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail Outbox' })).toBeVisible();
  await page.getByLabel('Status').selectOption('failed');
  await expect(page).toHaveURL(/\/admin-mail\?status=failed$/);
  // The demo firm's outbox holds one message its SMTP server refused, shown with the server's answer.
  await expect(page.getByText(/Recipient address rejected: User unknown/)).toBeVisible();
  await expect(page.getByText('You are invited to Praxis')).toBeVisible();
  await page.getByRole('search', { name: 'Filter e-mail' }).getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/admin-mail$/);
});

test('an employee has no e-mail outbox', async ({ page, signIn }) => {
  await signIn('employee');
  await page.goto('/admin-mail');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  expect((await page.request.get('/api/admin/mail/outbox')).status()).toBe(403);
});

for (const width of [1280, 390]) {
  test(`/admin-mail at ${width} px has no serious or critical accessibility issue and no sideways scroll`, async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn('admin');
    await page.goto('/admin-mail');
    await expect(page.getByRole('heading', { level: 1, name: 'E-mail Outbox' })).toBeVisible();
    // On a phone the filters fold behind their button: open them, so axe checks them too.
    if (width < 768) await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(page.getByRole('search', { name: 'Filter e-mail' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
