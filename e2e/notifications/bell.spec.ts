import { expect, fetchMe, newAccount, signUpThroughApi, test } from '../fixtures';
import { apiSessionAs } from '../shell/shell-helpers';
import { sendNotifications } from './notification-helpers';

test('the bell counts new notifications live, without a reload, and shows 99+ above 99', async ({ page }) => {
  test.setTimeout(120_000);
  // A fresh account: its inbox holds only what this test sends.
  await signUpThroughApi(page.request, newAccount('bell'));
  const me = await fetchMe(page.request);
  const admin = await apiSessionAs('admin');
  await page.goto('/home');
  const bell = page.getByRole('link', { name: /^Notifications/ }).first();
  await expect(bell).toHaveAccessibleName('Notifications');

  // Live: the stream delivers the new count; no reload happens in between.
  await page.evaluate(() => ((window as unknown as { e2eSamePage: boolean }).e2eSamePage = true));
  await sendNotifications(admin, me.user.id, 1);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 3_000 });
  await expect(bell).toHaveText('1');

  await sendNotifications(admin, me.user.id, 98, (index) => ({ title: `Batch ${index}` }));
  await expect(bell).toHaveAccessibleName('Notifications, 99 unread');
  await expect(bell).toHaveText('99');

  await sendNotifications(admin, me.user.id, 1, () => ({ title: 'The hundredth' }));
  await expect(bell).toHaveAccessibleName('Notifications, 99+ unread');
  await expect(bell).toHaveText('99+');
  expect(await page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true);
  await admin.dispose();
});
