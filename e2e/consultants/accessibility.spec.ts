import { expect, fetchMe, test, seriousViolations } from '../fixtures';

test('the directory, the skills inventory and My Profile pass axe', async ({ page, signIn }) => {
  await signIn('employee');
  await page.goto('/consultants');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Skills inventory' }).click();
  // The directory has filters of the same names: choose them in the inventory's panel once it is shown.
  const inventory = page.getByRole('tabpanel', { name: 'Skills inventory' });
  await inventory.getByLabel('Platform category').selectOption({ index: 1 });
  await inventory.getByLabel('Minimum rating').selectOption('1');
  await expect(page.getByRole('table')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const me = await fetchMe(page.request);
  await page.goto(`/consultants/${me.consultant?.id}`);
  await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Add a skill' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('admin settings pass axe', async ({ page, signIn }) => {
  await signIn('admin');
  for (const tab of ['job-titles', 'languages', 'platforms', 'whitelist', 'users']) {
    await page.goto(`/admin-settings?tab=${tab}`);
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('button').first()).toBeVisible();
    expect(await seriousViolations(page), tab).toEqual([]);
  }
});
