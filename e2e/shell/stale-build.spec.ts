import { expect, test } from '../fixtures';

test('a page chunk gone after a redeploy reloads the page once instead of showing the error page', async ({
  page,
  signIn,
}) => {
  await signIn('employee');
  let requests = 0;
  // The first request finds the chunk missing, as a tab still running the previous build would.
  await page.route(/\/assets\/notifications-[\w-]+\.js$/, (route) =>
    requests++ === 0 ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue(),
  );
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();

  const reloaded = page.waitForEvent('load');
  await page
    .getByRole('link', { name: /^Notifications/ })
    .first()
    .click();
  await reloaded;

  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toHaveCount(0);
  expect(requests).toBe(2);
});
