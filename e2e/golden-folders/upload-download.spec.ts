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

  // Export CSV: every document and link of the folder, the new one among them.
  const items = page.getByRole('region', { name: /\d+ items?/ });
  const shown = await items.getByRole('listitem').count();
  const exported = page.waitForEvent('download');
  await items.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await exported;
  expect(csv.suggestedFilename()).toMatch(/^golden-folder-items-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...lines] = (await readFile((await csv.path()) ?? '', 'utf8')).trimEnd().split('\r\n');
  expect(header).toBe('Name,Kind,Description,URL,File,Size (bytes),Versions,Updated');
  expect(lines).toHaveLength(shown);
  expect(lines.some((line) => line.startsWith(`${name},document,`))).toBe(true);

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
