import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { APP_URL, completeIdpSignIn, demoAccounts, expect, loginPage, signInThroughApi, test } from '../fixtures';
import { addDays, thisMonday, todayUtc } from '../support/dates';

test('an admin creates a firm event and approves time off an employee asked for', async ({ page, signIn, browser }) => {
  // The employee asks for two days off through the API (their profile's form posts the same request).
  const employeeContext = await browser.newContext();
  const employee = await employeeContext.newPage();
  await signInThroughApi(employee.request, demoAccounts.employee.email, demoAccounts.employee.password);
  const start = addDays(todayUtc(), 1);
  const end = addDays(start, 1);
  const requested = await employee.request.post('/api/calendar/time-off', {
    data: { start_date: start, end_date: end, note: 'E2E' },
    headers: { origin: APP_URL },
  });
  expect(requested.status()).toBe(201);
  await employeeContext.close();

  await signIn('admin');
  await page.goto('/admin-calendar');
  await expect(page.getByRole('heading', { name: 'Admin Calendar' })).toBeVisible();
  const pending = page.getByRole('region', { name: 'Time off to approve' });
  const approve = pending.getByRole('button', { name: 'Approve time off for Evan Brooks' }).first();
  await expect(approve).toBeVisible();
  // Export CSV: every request of the list, who and which days.
  const shown = await pending.getByRole('button', { name: /^Approve time off for / }).count();
  const download = page.waitForEvent('download');
  await pending.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^pending-time-off-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...lines] = (await readFile(await file.path(), 'utf8')).trimEnd().split('\r\n');
  expect(header).toBe('Consultant,First day,Last day');
  expect(lines).toHaveLength(shown);
  expect(lines).toContain(`Evan Brooks,${start},${end}`);
  await approve.click();
  await expect(page.getByText('Time off approved')).toBeVisible();
  // Toasts sit at the top right, over the page's header actions, and sonner holds a toast while the pointer rests on
  // it: close it as a user would before reaching for New Event (a click aimed through it waited forever).
  await page.getByRole('button', { name: 'Close toast' }).click();
  await expect(page.getByText('Time off approved')).toBeHidden();

  const title = `E2E event ${randomUUID().slice(0, 6)}`;
  await page.getByRole('button', { name: 'New Event' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Title/).fill(title);
  await dialog.getByLabel('All day').check();
  const day = todayUtc();
  await dialog.getByLabel(/^Starts/).fill(`${day}T00:00`);
  await dialog.getByLabel(/^Ends/).fill(`${day}T00:00`);
  await dialog.getByRole('button', { name: 'Create event' }).press('Enter');
  await expect(page.getByText('Event created')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Calendar' }).getByText(title)).toBeVisible();

  // Deleting asks first, naming the event; Cancel keeps it.
  await page.getByRole('region', { name: 'Calendar' }).getByText(title).click();
  await dialog.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${title}?` });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByLabel(/^Title/)).toHaveValue(title);
  await dialog.getByRole('button', { name: `Delete ${title}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Event deleted')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Calendar' }).getByText(title)).toHaveCount(0);
});

test('approved time off takes its hours off the consultant on the staffing board', async ({
  page,
  signIn,
  browser,
}) => {
  // A whole working week off, five weeks ahead (the board starts at this week's Monday).
  const monday = addDays(thisMonday(), 35);
  const friday = addDays(monday, 4);
  const employeeContext = await browser.newContext();
  const employee = await employeeContext.newPage();
  await signInThroughApi(employee.request, demoAccounts.pm.email, demoAccounts.pm.password);
  const requested = await employee.request.post('/api/calendar/time-off', {
    data: { start_date: monday, end_date: friday, note: 'E2E week off' },
    headers: { origin: APP_URL },
  });
  expect(requested.status()).toBe(201);
  const request = (await requested.json()) as { id: string; version: number };
  await employeeContext.close();

  await signIn('admin');
  const decided = await page.request.post(`/api/calendar/time-off/${request.id}/decision`, {
    data: { status: 'approved' },
    headers: { origin: APP_URL, 'if-match': `"${request.version}"` },
  });
  expect(decided.status()).toBe(200);

  await page.goto('/admin-staffing');
  await page.getByLabel('Search', { exact: true }).fill('Priya Shah');
  const row = page.getByRole('table', { name: 'Staffing board' }).locator('[data-consultant="Priya Shah"]');
  await expect(row.getByRole('cell').nth(5)).toHaveText(/^Off/);
  await expect(row.getByRole('cell').nth(5)).toHaveAttribute('title', /^Off; 40 h off/);
});

test('a connected calendar: the server refreshes the token, the browser keeps only it, sign-out clears it', async ({
  page,
}) => {
  await page.goto('/login');
  await loginPage(page).singleSignOnButton.click();
  // The admin signs in through the provider once: better-auth links the account and keeps its refresh token.
  await completeIdpSignIn(page, demoAccounts.admin.email);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/admin-calendar');
  await expect(page.getByText('Connected to Praxis IdP; your events show in grey.')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('calendar-token'))).toBeTruthy();
  // Today's Day view: in the month view a busy day (six offices' Thanksgiving) folds its fifth event into "+2 more".
  const calendar = page.getByRole('region', { name: 'Calendar' });
  await calendar.getByRole('tab', { name: 'Day view' }).click();
  await expect(calendar.getByText('IdP calendar: Design review')).toBeVisible();

  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  // Sign Out ends the Praxis session only: no detour through the provider's logout page.
  await expect(page).toHaveURL(/\/login$/);
  // /login is its own page: the app hands over to it with a full load, so read the storage once it has loaded.
  await expect(loginPage(page).signInHeading).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('calendar-token'))).toBeNull();
});
