import { randomUUID } from 'node:crypto';
import { APP_URL, expect, test } from '../fixtures';

/** Issue 12, item 11: an admin archives a leaver (asked first), finds them under Archived, and restores them. */
test('archive a consultant with confirmation, find them under Archived, restore them', async ({ page, signIn }) => {
  await signIn('admin');
  const suffix = randomUUID().slice(0, 8);
  const lastName = `Leaver${suffix}`;
  const created = await page.request.post('/api/consultants', {
    data: { first_name: 'Lena', last_name: lastName, email: `lena.${suffix}@example.com` },
    headers: { origin: APP_URL },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/consultants/${id}`);
  await page.getByRole('button', { name: 'Archive' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Archive Lena ${lastName}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Archived' })).toHaveCount(0); // cancel changes nothing

  await page.getByRole('button', { name: 'Archive' }).click();
  await dialog.getByLabel('Leaving date').fill('2026-11-20');
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Archived: left the firm on 20 Nov 2026')).toBeVisible();

  await page.goto(`/consultants?q=${lastName}`);
  await expect(page.getByText('No consultants match these filters')).toBeVisible();

  await page.getByRole('tab', { name: 'Archived' }).click();
  await page.getByRole('searchbox', { name: 'Search archived consultants' }).fill(lastName);
  const archived = page.getByRole('list', { name: 'Archived consultants' });
  await expect(archived.getByRole('link', { name: `Lena ${lastName}` })).toBeVisible();
  await archived.getByRole('button', { name: `Restore Lena ${lastName}` }).click();
  await expect(page.getByText('No archived consultant matches this search')).toBeVisible();

  await page.goto(`/consultants?q=${lastName}`);
  await expect(page.getByRole('article', { name: `Lena ${lastName}` })).toBeVisible();
});
