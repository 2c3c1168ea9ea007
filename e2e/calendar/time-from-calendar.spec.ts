import type { APIRequestContext } from '@playwright/test';
import { completeIdpSignIn, demoAccounts, expect, fetchMe, loginPage, seriousViolations, test } from '../fixtures';
import { addDays, thisMonday } from '../support/dates';

interface WeekBody {
  id: string | null;
  lines: {
    engagement_id: string | null;
    engagement_name: string | null;
    entries: { date: string; hours: number; note: string | null }[];
  }[];
}

/** A future week nobody touched yet (fresh on each run against the same database), with an engagement row. */
async function untouchedWeek(request: APIRequestContext) {
  for (let ahead = 2; ahead < 40; ahead++) {
    const week = addDays(thisMonday(), 7 * ahead);
    const body = (await (await request.get(`/api/timesheets/weeks/${week}`)).json()) as WeekBody;
    if (body.id === null && body.lines.some((line) => line.engagement_id)) return week;
  }
  throw new Error('no untouched week with an engagement row');
}

test('a consultant connects their calendar, turns a meeting into hours on the suggested engagement, and submits', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // The demo employee signs in through the provider (it vouches for the address), which links their account and
  // gives Praxis the refresh token a calendar connection needs.
  await page.goto('/login');
  await loginPage(page).singleSignOnButton.click();
  await completeIdpSignIn(page, demoAccounts.employee.email);
  await expect(page).toHaveURL(/\/home$/);
  const me = await fetchMe(page.request);
  expect(me.user.email).toBe(demoAccounts.employee.email);

  await page.goto(`/consultants/${me.consultant?.id}`);
  await page.getByRole('button', { name: 'Connect Praxis IdP' }).click();
  await expect(page.getByText(/Connected to Praxis IdP/)).toBeVisible();

  // Home shows today's agenda from the calendar now.
  await page.goto('/home');
  await expect(page.getByRole('list', { name: "Today's meetings" }).getByText('Team stand-up')).toBeVisible();

  const week = await untouchedWeek(page.request);
  await page.goto(`/smart-timesheet?week=${week}`);
  const events = page.getByRole('region', { name: 'Calendar events' });
  // All-day and declined events are not offered.
  await expect(events.getByText('Team stand-up').first()).toBeVisible();
  await expect(events.getByText('Brown-bag lunch')).toHaveCount(0);
  await expect(events.getByText('Practice offsite')).toHaveCount(0);

  // A client meeting whose attendee is from the client of one of the week's rows: suggested, with the reason.
  const suggested = events
    .getByRole('listitem')
    .filter({ hasText: /Suggested: .*An attendee is from / })
    .first();
  await expect(suggested).toBeVisible();
  const title = (await suggested.locator('span.font-medium').first().innerText()).trim();
  const engagement = (await suggested.locator('p span.font-medium').innerText()).trim();
  // Found again by its title: once logged it no longer reads "Suggested".
  const meeting = events.getByRole('listitem').filter({ hasText: title });
  await meeting.getByRole('button', { name: /^Log / }).click();
  await expect(meeting.getByText(`Logged on ${engagement}`)).toBeVisible();
  // The toast says it too; closed as a user would, so axe below checks the page, not a toast mid-fade.
  const toast = page.getByText(new RegExp(`^Logged [\\d.]+ h on `));
  await expect(toast).toBeVisible();
  await page.getByRole('button', { name: 'Close toast' }).click();
  await expect(toast).toBeHidden();
  await expect(meeting.getByRole('button', { name: /^Log / })).toHaveCount(0);

  // The hours are on that engagement's row, the title as the note; the grid shows them.
  const saved = (await (await page.request.get(`/api/timesheets/weeks/${week}`)).json()) as WeekBody;
  const row = saved.lines.find((line) => line.engagement_name === engagement);
  expect(row?.entries.find((entry) => entry.note?.includes(title))?.hours).toBeGreaterThan(0);
  await expect(page.getByText(/^Week total [1-9]/)).toBeVisible();

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(events.getByText(`Logged on ${engagement}`).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }

  await page.getByRole('button', { name: 'Submit week' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit week' }).click();
  await expect(page.getByText(/locked while it is reviewed/)).toBeVisible();
});
