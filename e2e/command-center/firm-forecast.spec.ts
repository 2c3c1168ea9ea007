import type { Page } from '@playwright/test';
import { expect, test, seriousViolations } from '../fixtures';

/** Opens the first week of the look ahead and waits for the people and engagements behind it. */
async function openFirstWeek(page: Page) {
  const utilisation = page.getByRole('region', { name: 'Utilisation ahead' });
  await expect(utilisation.getByRole('row')).toHaveCount(13);
  await utilisation
    .getByRole('button', { name: /people and engagements/ })
    .first()
    .click();
  const week = page.getByRole('region', { name: /^Week of / });
  await expect(week.getByRole('table', { name: /^People \(\d+\)/ })).toBeVisible();
  return week;
}

test('a Project Manager reads the next 12 weeks and drills into the people behind a week', async ({ page, signIn }) => {
  await signIn('pm');
  await page.goto('/command-center');
  const week = await openFirstWeek(page);
  const person = week
    .getByRole('table', { name: /^People/ })
    .getByRole('link')
    .first();
  const name = (await person.textContent()) ?? '';
  await person.click();
  await expect(page).toHaveURL(/\/consultants\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('region', { name: 'Revenue ahead' })).toHaveCount(0);
});

test('an admin sees the revenue ahead per currency and downloads the weeks as CSV', async ({ page, signIn }) => {
  await signIn('admin');
  await page.goto('/command-center');
  await expect(page.getByRole('region', { name: 'Revenue ahead' })).toBeVisible();
  const csv = page.getByRole('link', { name: 'CSV of Utilisation ahead' });
  const answer = await page.request.get((await csv.getAttribute('href')) ?? '');
  expect(answer.headers()['content-type']).toContain('text/csv');
  expect((await answer.text()).split('\r\n')[0]).toContain('Week,Capacity (h),Scheduled (h)');
});

for (const width of [1280, 390]) {
  test(`the firm forecast at ${width} px passes axe without page overflow`, async ({ page, signIn }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn('admin');
    await page.goto('/command-center');
    await openFirstWeek(page);
    await expect(page.getByLabel('Loading the chart')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}
