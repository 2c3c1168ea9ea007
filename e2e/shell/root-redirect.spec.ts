import { expect, test } from '../fixtures';

test('/ opens /home for a signed-in user', async ({ page, signIn }) => {
  await signIn('employee');

  await page.goto('/');

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
});
