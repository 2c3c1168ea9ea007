import { expect, fetchMe, newAccount, signUpThroughApi, test } from '../fixtures';
import { apiSessionAs } from '../shell/shell-helpers';
import { sendNotifications } from './notification-helpers';

test('my notifications: filter, mark read, mark all read, delete and open the linked item', async ({ page }) => {
  await signUpThroughApi(page.request, newAccount('inbox'));
  const me = await fetchMe(page.request);
  const admin = await apiSessionAs('admin');
  await sendNotifications(
    admin,
    me.user.id,
    4,
    (index) =>
      [
        { title: 'Weekly status due', body: 'Send the Apollo status update by Friday.' },
        { title: 'Timesheet reminder' },
        { title: 'Staffed on Apollo', link: '/consultants' },
        { title: 'Welcome to Praxis' },
      ][index] ?? { title: 'x' },
  );
  await admin.dispose();

  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  const list = page.getByRole('table', { name: 'All notifications' });
  await expect(list.locator('tbody').getByRole('row')).toHaveCount(4);
  await expect(page.getByText('You have 4 unread.')).toBeVisible();
  await expect(list.getByRole('row', { name: 'Weekly status due' })).toContainText(
    'Send the Apollo status update by Friday.',
  );

  await page.getByRole('button', { name: 'Mark "Timesheet reminder" read' }).click();
  await expect(page.getByText('You have 3 unread.')).toBeVisible();
  await page.getByRole('button', { name: 'Unread', exact: true }).click();
  await expect(page).toHaveURL(/\?filter=unread$/);
  const unread = page.getByRole('table', { name: 'Unread notifications' });
  await expect(unread.locator('tbody').getByRole('row')).toHaveCount(3);
  await expect(unread.getByRole('row', { name: 'Timesheet reminder' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete "Welcome to Praxis"' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete notification "Welcome to Praxis"?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(unread.locator('tbody').getByRole('row')).toHaveCount(2);
  await expect(page.getByText('You have 2 unread.')).toBeVisible();

  await unread.getByRole('link', { name: 'Staffed on Apollo' }).click();
  await expect(page).toHaveURL(/\/consultants$/);
  await expect
    .poll(async () => (await (await page.request.get('/api/notifications/unread-count')).json()).unread)
    .toBe(1);

  await page.goto('/notifications');
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByText('You have no unread notifications.')).toBeVisible();
  await expect(page.getByLabel('Notifications', { exact: true })).toBeVisible(); // the bell, without an unread count
  await page.getByRole('button', { name: 'Unread', exact: true }).click();
  await expect(page.getByText("You're all caught up")).toBeVisible();
});

test("nobody can read or change another user's notifications", async ({ page }) => {
  await signUpThroughApi(page.request, newAccount('owner'));
  const owner = await fetchMe(page.request);
  const admin = await apiSessionAs('admin');
  const [notice] = await sendNotifications(admin, owner.user.id, 1, () => ({ title: 'Private to the owner' }));
  await admin.dispose();

  const other = await apiSessionAs('employee');
  const list = (await (await other.get('/api/notifications?pageSize=200')).json()) as { items: { id: string }[] };
  expect(list.items.map((item) => item.id)).not.toContain(notice?.id);
  expect((await other.post(`/api/notifications/${notice?.id}/read`)).status()).toBe(404);
  expect((await other.delete(`/api/notifications/${notice?.id}`)).status()).toBe(404);
  await other.dispose();

  expect((await (await page.request.get('/api/notifications/unread-count')).json()).unread).toBe(1);
});
