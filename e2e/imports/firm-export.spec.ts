import { expect, seriousViolations, test } from '../fixtures';

test('an admin exports the whole firm, follows the job, and downloads the zip', async ({ page, signIn }) => {
  test.setTimeout(120_000);
  await signIn('admin');
  await page.goto('/admin-settings');
  await page.getByRole('tab', { name: 'Import data' }).click();
  await page.getByRole('button', { name: 'Export the whole firm' }).click();
  // The job runs on the queue; the page shows it under way, then lists it for download.
  await expect(page.getByRole('button', { name: 'Export under way…' })).toBeVisible();
  const download = page.getByRole('link', { name: /^Download the export of / }).first();
  await expect(download).toBeVisible({ timeout: 90_000 });
  const downloading = page.waitForEvent('download');
  await download.click();
  const zip = await downloading;
  expect(zip.suggestedFilename()).toMatch(/^praxis-export-[0-9a-f]{8}\.zip$/);
  await expect(page.getByRole('button', { name: 'Export the whole firm' })).toBeEnabled();
});

test('a Project Manager cannot start a full export', async ({ page, signIn }) => {
  await signIn('pm');
  expect((await page.request.post('/api/exports')).status()).toBe(403);
  expect((await page.request.get('/api/exports')).status()).toBe(403);
});

for (const width of [1280, 390]) {
  test(`the import and export tab at ${width} px has no serious or critical accessibility issue`, async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn('admin');
    await page.goto('/admin-settings');
    await page.getByRole('tab', { name: 'Import data' }).click();
    await expect(page.getByRole('button', { name: /^Export (the whole firm|under way…)$/ })).toBeVisible();
    await expect(
      page
        .getByText('No exports yet')
        .or(page.getByRole('link', { name: /^Download the export of / }))
        .first(),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
