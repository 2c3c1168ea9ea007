import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { APP_URL, expect, test } from '../fixtures';

const TYPES = [
  { slug: 'projects', singular: 'Project', list: 'Projects' },
  { slug: 'managed-services', singular: 'Managed Service', list: 'Managed Services' },
  { slug: 'support-retainers', singular: 'Support Retainer', list: 'Support Retainers' },
] as const;

/** A client of this test's own, created through the API (the UI path is covered by e2e/clients). */
async function createClient(page: Page): Promise<string> {
  const name = `E2E Engagements Client ${randomUUID().slice(0, 8)}`;
  const response = await page.request.post('/api/clients', {
    data: { name, status: 'active' },
    headers: { origin: APP_URL },
  });
  expect(response.status()).toBe(201);
  return name;
}

async function createEngagement(page: Page, type: (typeof TYPES)[number], clientName: string, name: string) {
  await page.goto(`/engagements/${type.slug}`);
  await expect(page.getByRole('heading', { name: type.list })).toBeVisible();
  await page.getByRole('link', { name: `New ${type.singular}` }).click();
  await expect(page.getByRole('heading', { name: `New ${type.singular}` })).toBeVisible();
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Client/).selectOption({ label: clientName });
  await page.getByLabel('Status').selectOption('active');
  await page.getByLabel('Start date').fill('2030-01-07');
  await page.getByLabel('End date').fill('2030-06-28');
  await page.getByRole('button', { name: `Create ${type.singular}` }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/engagements/${type.slug}/[0-9a-f-]{36}$`));
}

test('an admin creates an engagement of each type, staffs one and changes its temperature', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  const clientName = await createClient(page);
  const suffix = randomUUID().slice(0, 8);
  for (const type of TYPES) await createEngagement(page, type, clientName, `E2E ${type.singular} ${suffix}`);

  // The last one created (a Support Retainer) gets a team member with a role.
  await page.getByRole('link', { name: 'Team' }).click();
  await expect(page.getByText('No one is on this team yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add team member' }).first().click();
  const dialog = page.getByRole('dialog');
  // Whom to assign: typed to search every consultant (server-side), then chosen.
  await dialog.getByRole('combobox', { name: /^Consultant/ }).click();
  await page.getByRole('combobox', { name: 'Search consultants' }).fill('a');
  const option = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first();
  await expect(option).toBeVisible();
  const consultantName = (await option.locator('span > span').first().textContent()) ?? '';
  await option.click();
  await expect(dialog.getByRole('combobox', { name: /^Consultant/ })).toContainText(consultantName);
  await dialog.getByLabel('Engagement role').selectOption({ label: 'Lead Consultant' });
  await dialog.getByLabel(/^Hours allocated/).fill('120');
  await dialog.getByRole('button', { name: /^Assign/ }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: consultantName });
  await expect(row).toContainText('Lead Consultant');
  await expect(row).toContainText('120.0 h');

  // Temperature: change it on the overview, then see it on the list.
  await page.getByRole('link', { name: 'Overview' }).click();
  await page.getByLabel('Temperature').selectOption('red');
  await expect(page.getByText('Temperature changed to Critical')).toBeVisible();
  const name = `E2E Support Retainer ${suffix}`;
  await page.goto(`/engagements/support-retainers?q=${encodeURIComponent(name)}`);
  const listed = page.getByRole('row').filter({ hasText: name });
  await expect(listed).toContainText('Critical');
  await expect(listed).toContainText(clientName);
});

test('an employee sees engagements but no create, edit or delete controls', async ({ page, signIn }) => {
  await signIn('employee');
  await page.goto('/engagements');
  await expect(page.getByRole('heading', { name: 'Engagements', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Needs attention' })).toBeVisible();
  await page.getByRole('link', { name: 'Projects' }).first().click();
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Project' })).toHaveCount(0);
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page.getByRole('link', { name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
});
