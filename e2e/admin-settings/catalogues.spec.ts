import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, fetchMe, newAccount, signUpThroughApi, test, seriousViolations } from '../fixtures';

const TABS = [
  { tab: 'Certifications', list: 'Certifications', singular: 'certification' },
  { tab: 'Languages', list: 'Languages', singular: 'language' },
  { tab: 'Project categories', list: 'Project categories', singular: 'project category' },
  { tab: 'Engagement roles', list: 'Engagement roles', singular: 'engagement role' },
  { tab: 'Platforms', list: 'Platform categories', singular: 'platform category' },
] as const;

test.describe('admin settings', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn('admin');
  });

  for (const { tab, list, singular } of TABS) {
    test(`an admin adds, renames, reorders and deletes ${list.toLowerCase()}`, async ({ page }) => {
      const name = `E2E ${singular} ${randomUUID().slice(0, 6)}`;
      await page.goto('/admin-settings');
      await page.getByRole('tab', { name: tab, exact: true }).click();
      const items = page.getByRole('list', { name: list, exact: true });
      await expect(items).toBeVisible();

      const form = page.getByRole('form', { name: `Add a ${singular}` });
      await form.getByLabel(`New ${singular}`).fill(name);
      await form.getByRole('button', { name: 'Add' }).click();
      const row = items.getByRole('listitem').filter({ hasText: name });
      await expect(row).toBeVisible();
      // New entries go last; moving it up puts it just before its old predecessor, and the order persists.
      await expect(items.getByRole('listitem').last()).toContainText(name);
      await row.getByRole('button', { name: `Move ${name} up` }).click();
      await expect(items.getByRole('listitem').nth(-2)).toContainText(name);
      await page.reload();
      await expect(page.getByRole('list', { name: list, exact: true }).getByRole('listitem').nth(-2)).toContainText(
        name,
      );

      // Export CSV: every entry of the list, in its order, the name first and how often each is used last.
      const shown = await items.getByRole('listitem').count();
      const download = page.waitForEvent('download');
      await page.getByRole('region', { name: list, exact: true }).getByRole('button', { name: 'Export CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^[a-z-]+-\d{4}-\d{2}-\d{2}\.csv$/);
      const [header, ...lines] = (await readFile(await file.path(), 'utf8')).trimEnd().split('\r\n');
      expect(header).toMatch(/^(Name|Title)(,[A-Za-z]+)*,Used$/);
      expect(lines).toHaveLength(shown);
      expect(lines.at(-2)).toMatch(new RegExp(`^${name},.*0$`));

      const renamed = `${name} renamed`;
      await row.getByRole('button', { name: `Edit ${name}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Name').fill(renamed);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      const renamedRow = items.getByRole('listitem').filter({ hasText: renamed });
      await expect(renamedRow).toBeVisible();

      await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(items.getByRole('listitem').filter({ hasText: renamed })).toHaveCount(0);
    });
  }

  test('an admin adds a product to a platform category', async ({ page }) => {
    const name = `E2E product ${randomUUID().slice(0, 6)}`;
    await page.goto('/admin-settings?tab=platforms');
    const form = page.getByRole('form', { name: 'Add a platform product' });
    await form.getByLabel('New platform product').fill(name);
    await form.getByRole('button', { name: 'Add' }).click();
    await expect(
      page
        .getByRole('list', { name: /^Products of / })
        .getByRole('listitem')
        .filter({ hasText: name }),
    ).toBeVisible();
  });

  test('job titles: member counts, the CEO rule and renaming', async ({ page }) => {
    await page.goto('/admin-settings?tab=job-titles');
    const consultantRow = page.getByRole('row', { name: /^Consultant \d+/ });
    await expect(consultantRow).toBeVisible();
    await page.getByLabel('New job title').fill(' Ceo ');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Assigning or creating CEO title is not allowed.')).toBeVisible();

    const title = `E2E Title ${randomUUID().slice(0, 6)}`;
    await page.getByLabel('New job title').fill(title);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText('0');
    await row.getByRole('button', { name: `Rename ${title}` }).click();
    await row.getByLabel(`New name for ${title}`).fill('ceo');
    await row.getByRole('button', { name: 'Save title' }).click();
    await expect(row.getByText('Assigning or creating CEO title is not allowed.')).toBeVisible();
    await row.getByRole('button', { name: 'Cancel renaming' }).click();
    await row.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
  });

  test('the admin whitelist: add, deactivate, remove', async ({ page }) => {
    const email = `wl-${randomUUID().slice(0, 8)}@e2e.example`;
    await page.goto('/admin-settings?tab=whitelist');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const entries = page.getByRole('table', { name: 'Whitelisted emails' });
    const entry = entries.getByRole('row').filter({ hasText: email });
    await expect(entry).toContainText('Active');
    await entry.getByRole('button', { name: 'Deactivate' }).click();
    await expect(entry).toContainText('Inactive');
    await entry.getByRole('button', { name: `Delete ${email}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(entries.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  });

  test('user roles: an admin gives a user an additional Project Manager role', async ({ page, request }) => {
    const account = newAccount('roles');
    await signUpThroughApi(request, account);
    await page.goto('/admin-settings?tab=users');
    await page.getByLabel('Search users').fill(account.email);
    const user = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: account.email });
    await expect(user).toBeVisible();
    await expect(user.getByLabel('Primary role')).toHaveValue('employee');
    await user.getByRole('checkbox', { name: 'Project Manager' }).check();
    await user.getByRole('button', { name: 'Save roles' }).click();
    await expect(page.getByText(`Roles of ${account.email} saved`)).toBeVisible();
    expect((await fetchMe(request)).roles).toEqual(['employee', 'Project Manager']);
  });
});

test('admin settings are closed to employees', async ({ page, signIn }) => {
  await signIn('employee');
  await page.goto('/admin-settings');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  expect((await page.request.get('/api/admin-whitelist')).status()).toBe(403);
});

test('the computed temperature thresholds: an admin changes a limit; a Critical under its Watch is refused', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await page.goto('/admin-settings?tab=temperature');
  const form = page.getByRole('form', { name: 'Computed temperature thresholds' });
  const gaps = form.getByRole('group', { name: /Open staffing requests/ });
  await gaps.getByLabel(/Critical from/).fill('0');
  await form.getByRole('button', { name: 'Save thresholds' }).click();
  await expect(gaps.getByText('Must be higher than the Watch limit.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const current = (await (await page.request.get('/api/settings/temperature-thresholds')).json()) as {
    thresholds: { gaps_watch: number };
  };
  await gaps.getByLabel(/Critical from/).fill(String(current.thresholds.gaps_watch + 3));
  await form.getByRole('button', { name: 'Save thresholds' }).click();
  await expect(page.getByText('Thresholds saved')).toBeVisible();
  const saved = (await (await page.request.get('/api/settings/temperature-thresholds')).json()) as {
    thresholds: { gaps_critical: number };
    version: number;
  };
  expect(saved.thresholds.gaps_critical).toBe(current.thresholds.gaps_watch + 3);
  // Put the limits back, so that other journeys see the temperatures they expect.
  const restored = await page.request.put('/api/settings/temperature-thresholds', {
    data: current.thresholds,
    headers: { 'if-match': `"${saved.version}"`, origin: new URL(page.url()).origin },
  });
  expect(restored.status()).toBe(200);
});
