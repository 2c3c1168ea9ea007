import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';

test('a Project Manager uploads a document to a golden folder and downloads it', async ({ page, signIn }) => {
  await signIn('pm');
  await page.goto('/golden-folders');
  await expect(page.getByRole('heading', { name: 'Golden Folders' })).toBeVisible();
  await page.getByRole('link', { name: /Project delivery kit/ }).click();
  await expect(page.getByRole('heading', { name: 'Project delivery kit', level: 2 })).toBeVisible();

  const name = `e2e-notes-${randomUUID().slice(0, 8)}.md`;
  const body = `# Notes\n\nUploaded by the end-to-end suite (${name}).\n`;
  await page
    .getByLabel('Upload document')
    .setInputFiles({ name, mimeType: 'text/markdown', buffer: Buffer.from(body) });
  await expect(page.getByText(`${name} uploaded`)).toBeVisible();
  const row = page.getByRole('list', { name: 'Documents and links' }).getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('version 1 of 1');

  const download = page.waitForEvent('download');
  await row.getByRole('link', { name: `Download ${name}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(name);
  expect(await readFile((await file.path()) ?? '', 'utf8')).toBe(body);

  // Exporting is an admin's (data.export): the Project Manager sees the items but no Export CSV.
  const items = page.getByRole('region', { name: /\d+ items?/ });
  await expect(items.getByRole('listitem').first()).toBeVisible();
  await expect(items.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);

  // A file whose content is not an accepted type is refused with a clear message.
  await page
    .getByLabel('Upload document')
    .setInputFiles({ name: 'tool.pdf', mimeType: 'application/pdf', buffer: Buffer.from([0x4d, 0x5a, 0x90, 0x00]) });
  await expect(page.getByText(/Only PDF, Word, Excel, PowerPoint/)).toBeVisible();

  // Search finds the seeded documents by a word prefix.
  await page.getByLabel('Search names and descriptions').fill('chart');
  await expect(page.getByRole('link', { name: /Project charter template/ })).toBeVisible();
});

test('employees cannot open golden folders', async ({ page, signIn }) => {
  await signIn('employee');
  await page.goto('/golden-folders');
  await expect(page.getByText('This page is only available to Project Managers.')).toBeVisible();
});
