import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { APP_URL, demoAccounts, expect, signInThroughApi, test } from '../fixtures';

const unreadOf = async (page: Page) =>
  ((await (await page.request.get('/api/notifications/unread-count')).json()) as { unread: number }).unread;

const column = (page: Page, status: string) => page.getByRole('region', { name: status, exact: true });

test('an employee files a request, sees it on the board; an admin drags it to Approved and the requester is notified', async ({
  page,
  signIn,
  browser,
}) => {
  const name = `Faster expense approvals ${randomUUID().slice(0, 8)}`;
  await signIn('employee');

  // File it through the form.
  await page.goto('/my-internal-request/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New Internal Request' })).toBeVisible();
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel('Category').selectOption('Finance');
  await page.getByLabel('Priority').selectOption('high');
  await page.getByLabel(/^Problem statement/).fill('Expense claims wait three weeks for approval.');
  await page.getByLabel('Proposed solution').fill('Let engagement managers approve claims under 500 USD.');
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page).toHaveURL(/\/work-management\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const id = page.url().split('/').pop()!;

  // It is in my list and on the internal board, in Requested.
  await page.goto(`/my-internal-requests?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('link', { name })).toBeVisible();
  await page.goto(`/internal-work-management?q=${encodeURIComponent(name)}`);
  await expect(column(page, 'Requested').getByRole('link', { name })).toBeVisible();
  const unreadBefore = await unreadOf(page);

  // The admin, in their own browser, drags it to Approved with the keyboard.
  const adminContext = await browser.newContext({ baseURL: APP_URL });
  const admin = await adminContext.newPage();
  await signInThroughApi(admin.request, demoAccounts.admin.email, demoAccounts.admin.password);
  await admin.goto(`/admin-internal-work-management?q=${encodeURIComponent(name)}`);
  const handle = column(admin, 'Requested').getByRole('button', { name: `Move ${name}` });
  await expect(handle).toBeVisible();
  await handle.focus();
  // dnd-kit's keyboard sensor needs a frame between activation and each move: give every key press a moment.
  for (const key of ['Space', 'ArrowRight', 'ArrowRight', 'Space']) {
    await admin.keyboard.press(key);
    await admin.waitForTimeout(250);
  }
  await expect(column(admin, 'Approved').getByRole('link', { name })).toBeVisible();

  // Saved: a reload still shows it in Approved, and the item says so.
  await expect
    .poll(async () => ((await (await admin.request.get(`/api/work-items/${id}`)).json()) as { status: string }).status)
    .toBe('Approved');
  await admin.reload();
  await expect(column(admin, 'Approved').getByRole('link', { name })).toBeVisible();

  // Export CSV: the cards the filtered board shows, every column.
  const download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Export CSV' }).click();
  const [header, ...lines] = (await readFile(await (await download).path(), 'utf8')).trimEnd().split('\r\n');
  expect(header).toBe('Name,Kind,Status,Priority,Category,Engagement,Requester,Assignee,Due,Created,Updated');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(new RegExp(`^${name},internal,Approved,high,Finance,,`));
  await adminContext.close();

  // The requester's bell counts one more notification.
  await expect.poll(() => unreadOf(page)).toBe(unreadBefore + 1);
  await page.goto('/home');
  await expect(
    page
      .getByRole('button', { name: `Notifications, ${unreadBefore + 1} unread` })
      .or(page.getByRole('link', { name: `Notifications, ${unreadBefore + 1} unread` })),
  ).toBeVisible();
});

test('a bug report filed from the error page appears on the admin board with status Requested', async ({
  page,
  signIn,
  browser,
}) => {
  const message = `TypeError: Cannot read properties of undefined ${randomUUID().slice(0, 8)}`;
  await signIn('employee');
  // The error page's Contact Admin posts exactly this (see e2e/shell for the error page itself).
  const filed = await page.request.post('/api/bug-reports', {
    data: { message, details: 'at BoardColumn (board-column.tsx:12)', path: '/engagements' },
    headers: { origin: APP_URL },
  });
  expect(filed.status()).toBe(201);
  const { id } = (await filed.json()) as { id: string };

  const adminContext = await browser.newContext({ baseURL: APP_URL });
  const admin = await adminContext.newPage();
  await signInThroughApi(admin.request, demoAccounts.admin.email, demoAccounts.admin.password);
  await admin.goto('/admin-internal-work-management?category=Bug+Report');
  const title = message.slice(0, 50);
  const card = column(admin, 'Requested').getByRole('link', { name: title });
  await expect(card).toBeVisible();
  await card.click();
  await expect(admin).toHaveURL(new RegExp(`/work-management/${id}$`));
  await expect(admin.getByRole('heading', { name: 'Error details' })).toBeVisible();
  await expect(admin.getByText('at BoardColumn (board-column.tsx:12)')).toBeVisible();
  await expect(admin.getByLabel('Status')).toHaveValue('Requested');
  await adminContext.close();
});

test('an employee cannot move someone else’s card, nor open the admin boards', async ({ page, signIn }) => {
  await signIn('admin');
  const name = `Admin-owned request ${randomUUID().slice(0, 8)}`;
  const created = await page.request.post('/api/work-items', {
    data: { name, problem_statement: 'Owned by the admin.' },
    headers: { origin: APP_URL },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.request.post('/api/auth/sign-out', { data: {}, headers: { origin: APP_URL } });

  await signIn('employee');
  await page.goto(`/internal-work-management?q=${encodeURIComponent(name)}`);
  const requested = column(page, 'Requested');
  await expect(requested.getByRole('link', { name })).toBeVisible();
  await expect(requested.getByRole('button', { name: `Move ${name}` })).toHaveCount(0);
  await expect(requested.getByText('Only the requester, the assignee or an admin can move this card.')).toBeAttached();
  const refused = await page.request.post(`/api/work-items/${id}/move`, {
    data: { status: 'Approved' },
    headers: { origin: APP_URL },
  });
  expect(refused.status()).toBe(403);

  await page.goto('/admin-internal-work-management');
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
});

test('on a phone, a card moves by its menu: Done asks first, and the toast’s Undo puts it back', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn('admin');
  const name = `Phone-moved request ${randomUUID().slice(0, 8)}`;
  const created = await page.request.post('/api/work-items', {
    data: { name, problem_statement: 'Moved from a phone.' },
    headers: { origin: APP_URL },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const statusOf = async () =>
    ((await (await page.request.get(`/api/work-items/${id}`)).json()) as { status: string }).status;

  await page.goto(`/admin-internal-work-management?q=${encodeURIComponent(name)}`);
  const menu = () => page.getByRole('button', { name: `${name} — move to…` });
  await menu().click();
  await page.getByRole('menuitem', { name: 'Done' }).click();
  // Done ends a request: the board asks, and Cancel leaves the card where it was.
  await expect(page.getByRole('alertdialog', { name: `Mark “${name}” as done?` })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  expect(await statusOf()).toBe('Requested');

  await menu().click();
  await page.getByRole('menuitem', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Move to Done' }).click();
  await expect(column(page, 'Done').getByRole('link', { name })).toBeVisible();
  await expect.poll(statusOf).toBe('Done');

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(column(page, 'Requested').getByRole('link', { name })).toBeVisible();
  await expect.poll(statusOf).toBe('Requested');
});
