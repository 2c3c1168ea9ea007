import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { demoAccounts, expect, signInThroughApi, test } from '../fixtures';

test('an admin writes a draft, publishes it, and a reader sees it in the what’s-new badge', async ({
  page,
  signIn,
  browser,
}) => {
  // The reader opens the change log first: everything published so far is seen.
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await signInThroughApi(reader.request, demoAccounts.pm.email, demoAccounts.pm.password);
  // Opening the change log marks it seen: wait for that mark, so it cannot land after the publication below.
  const seen = () => reader.waitForResponse((response) => response.url().endsWith('/api/change-log/seen'));
  await Promise.all([seen(), reader.goto('/change-log')]);
  await expect(reader.getByRole('heading', { name: 'Change Log' })).toBeVisible();
  await expect(reader.getByRole('link', { name: /^What's new/ })).toBeHidden();

  await signIn('admin');
  const title = `E2E release ${randomUUID().slice(0, 8)}`;
  await page.goto('/change-log');
  await page.getByRole('link', { name: 'New Entry' }).click();
  await expect(page).toHaveURL(/\/change-log\/new\/edit$/);
  await page.getByLabel(/^Version/).fill('9.0.1');
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel('Category').selectOption('improvement');
  await page
    .getByLabel('Text (Markdown)')
    .fill('Now **faster**.\n\n<script>window.hacked = true</script>\n\n[click](javascript:alert(1))');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.locator('strong')).toHaveText('faster');
  await expect(preview.locator('script')).toHaveCount(0);
  await expect(preview.getByText('<script>window.hacked = true</script>')).toBeVisible();
  await expect(preview.locator('a[href^="javascript"]')).toHaveCount(0);
  // The admin toolbar floats over the corner where Save sits: submit from the keyboard.
  await page.getByRole('button', { name: 'Save' }).press('Enter');
  await expect(page.getByText('Draft saved')).toBeVisible();

  // A draft is not for readers.
  await Promise.all([seen(), reader.reload()]);
  await expect(reader.getByRole('heading', { name: title })).toBeHidden();

  // Publish it.
  // The box follows the address (?drafts=1): click, then wait for the list's state rather than the click's echo.
  await page.getByLabel('Show drafts and scheduled').click();
  await expect(page.getByLabel('Show drafts and scheduled')).toBeChecked();
  await expect(page).toHaveURL(/[?&]drafts=1/);
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByLabel(/^Title/)).toHaveValue(title);
  await page.getByLabel('Publishing').selectOption('now');
  await page.getByRole('button', { name: 'Save' }).press('Enter');
  await expect(page.getByText('Entry published')).toBeVisible();

  await reader.goto('/home');
  const badge = reader.getByRole('link', { name: /^What's new: \d+ new in the change log$/ });
  await expect(badge).toBeVisible();
  await badge.click();
  const entry = reader.getByRole('article', { name: title });
  await expect(entry).toBeVisible();
  await expect(entry.getByText('New', { exact: true })).toBeVisible();
  await expect(entry.locator('strong')).toHaveText('faster');
  expect(await reader.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
  await expect(reader.getByRole('link', { name: /^What's new/ })).toBeHidden();
  await readerContext.close();

  // Export CSV: the entries of the category shown, every one, with what each card shows.
  await page.goto('/change-log?category=improvement');
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  const shown = await page.getByRole('article').count();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^change-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...lines] = (await readFile(await file.path(), 'utf8')).trimEnd().split('\r\n');
  expect(header).toBe('Version,Title,Category,State,Published,Author');
  expect(lines).toHaveLength(shown);
  expect(lines.every((line) => line.includes(',improvement,'))).toBe(true);
  expect(lines.some((line) => line.startsWith(`9.0.1,${title},improvement,published,`))).toBe(true);
});

test('employees read the change log but cannot open the editor', async ({ page, signIn }) => {
  await signIn('employee');
  await page.goto('/change-log');
  await expect(page.getByRole('heading', { name: 'Change Log' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Entry' })).toBeHidden();
  await page.goto('/change-log/new/edit');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});
