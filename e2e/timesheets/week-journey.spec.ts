import type { APIRequestContext, Browser } from '@playwright/test';
import { APP_URL, demoAccounts, expect, fetchMe, signInThroughApi, test, seriousViolations } from '../fixtures';
import { addDays } from '../support/dates';
import { dayLabel, emptyWeek } from '../support/timesheet-weeks';

async function hoursUsed(request: APIRequestContext, engagementId: string, consultantId: string) {
  const team = (await (await request.get(`/api/engagements/${engagementId}/team`)).json()) as {
    consultant_id: string;
    hours_used: number;
  }[];
  return team.filter((a) => a.consultant_id === consultantId).reduce((sum, a) => sum + a.hours_used, 0);
}

async function adminPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: APP_URL });
  const page = await context.newPage();
  await signInThroughApi(page.request, demoAccounts.admin.email, demoAccounts.admin.password);
  return { page, close: () => context.close() };
}

test('fill a week with the keyboard, submit, get rejected, fix, resubmit, get approved; the burn moves', async ({
  page,
  signIn,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn('employee');
  const me = await fetchMe(page.request);
  const { week, line } = await emptyWeek(page.request);
  const name = line.engagement_name ?? '';
  const engagementId = line.engagement_id ?? '';
  const usedBefore = await hoursUsed(page.request, engagementId, me.consultant?.id ?? '');

  await page.goto(`/smart-timesheet?week=${week}`);
  await page.getByRole('textbox', { name: `${name}, ${dayLabel(week)}` }).click();
  await page.keyboard.type('8');
  for (const value of ['7:30', '7h30', '8', '8']) {
    await page.keyboard.press('Tab');
    await page.keyboard.type(value);
  }
  await page.keyboard.press('Tab');
  await page.keyboard.type('3'); // Saturday: a weekend anomaly
  await page.keyboard.press('Enter'); // a cell saves when it is committed
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: `${name}, ${dayLabel(addDays(week, 1))}` })).toHaveValue('7.5');
  await expect(page.getByText(/3\.0 h on Sat .*a weekend day/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Submit week' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/a weekend day/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit week' }).click();
  await expect(page.getByText(/locked while it is reviewed/)).toBeVisible();

  const admin = await adminPage(browser);
  const review = `/admin-timesheet-view?from=${week}&to=${week}&q=${encodeURIComponent(me.user.name.split(' ')[0] ?? '')}`;
  await admin.page.goto(review);
  const row = admin.page.getByRole('row', { name: new RegExp(me.user.name) });
  await row.getByRole('button', { name: 'Reject' }).click();
  await admin.page.getByLabel('Reason (required)').fill('Saturday was not agreed with the client');
  await admin.page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
  await expect(row.getByText('Rejected', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'Saturday was not agreed with the client' })).toBeVisible();
  const saturday = page.getByRole('textbox', { name: `${name}, ${dayLabel(addDays(week, 5))}` });
  await saturday.click();
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Tab');
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.getByRole('button', { name: 'Submit week' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit week' }).click();
  await expect(page.getByText(/locked while it is reviewed/)).toBeVisible();

  await admin.page.reload();
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
  await admin.close();

  await expect.poll(() => hoursUsed(page.request, engagementId, me.consultant?.id ?? '')).toBe(usedBefore + 39);
  const engagement = (await (await page.request.get(`/api/engagements/${engagementId}`)).json()) as { type: string };
  await page.goto(`/engagements/${engagement.type}/${engagementId}/team`);
  await expect(page.getByRole('meter', { name: `Hours used by ${me.user.name}` }).first()).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`the smart timesheet and the admin view pass axe at ${width} px`, async ({ page, signIn }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn('admin');
    await page.goto('/smart-timesheet');
    await expect(page.getByRole('navigation', { name: 'Week' })).toBeVisible();
    await expect(page.getByText('All changes saved').or(page.getByRole('table')).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/admin-timesheet-view');
    await expect(page.getByRole('heading', { name: 'Totals' })).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
