import type { Page } from '@playwright/test';
import { expect, test, seriousViolations } from '../fixtures';

const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('revenue is per currency and converted at the named rates; a figure drills down to its people', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await page.goto('/command-center');
  const revenue = page.getByRole('region', { name: 'Revenue', exact: true });
  await expect(revenue).toContainText('€');
  await expect(revenue).toContainText(/Converted into USD at 1 EUR = [\d.]+ USD \(from /);
  await expect(page.getByText(/Utilisation covers \d+ of 12 weeks with timesheets/)).toBeVisible();
  await page.getByRole('button', { name: 'See the people' }).click();
  const dialog = page.getByRole('dialog', { name: 'People behind the utilisation' });
  await expect(dialog.getByRole('columnheader', { name: 'With timesheets' })).toBeVisible();
  await expect(dialog.getByRole('row')).not.toHaveCount(1);
});

test('an admin adds and deletes an exchange rate', async ({ page, signIn }) => {
  await signIn('admin');
  await page.goto('/admin-settings?tab=exchange-rates');
  const form = page.getByRole('form', { name: 'Add an exchange rate' });
  await form.getByLabel(/Currency/).fill('chf');
  await form.getByLabel(/Rate to USD/).fill('1.13');
  await form.getByRole('button', { name: 'Add rate' }).click();
  const row = page.getByRole('row', { name: /CHF 1.13/ });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^Delete the CHF rate/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row', { name: /CHF 1.13/ })).toHaveCount(0);
});

for (const width of [1280, 390]) {
  test(`the command center's money and people, and Exchange rates, pass axe at ${width} px`, async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn('admin');
    await page.goto('/command-center');
    await expect(page.getByRole('region', { name: 'Revenue', exact: true })).toBeVisible();
    await expect(page.getByLabel('Loading the chart')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await noOverflow(page)).toBe(true);
    await page.getByRole('button', { name: 'See the people' }).click();
    await expect(page.getByRole('dialog').getByRole('table')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.goto('/admin-settings?tab=exchange-rates');
    await expect(page.getByRole('table', { name: 'Exchange rates' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await noOverflow(page)).toBe(true);
  });
}
