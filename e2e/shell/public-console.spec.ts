import { expect, test } from '../fixtures';

// A signed-out visitor's pages ask whether anyone is signed in; the answer "nobody" is not a failure to log.
for (const { path, heading } of [
  { path: '/login', heading: 'Sign in to Praxis' },
  { path: '/no-such-page', heading: 'Page not found' },
]) {
  test(`${path} signed out logs no console error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}
