import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { APP_URL, demoAccounts, expect, signInThroughApi, test, seriousViolations } from '../fixtures';
import { addDays, todayUtc as today } from '../support/dates';

interface EngagementRow {
  id: string;
  type: string;
  name: string;
  start_date: string;
  end_date: string;
}

/** An active engagement that runs at least four more months (requests must sit within its dates). */
async function longEngagement(request: APIRequestContext): Promise<EngagementRow> {
  const response = await request.get('/api/engagements?status=active&pageSize=200');
  const { items } = (await response.json()) as { items: EngagementRow[] };
  const found = items.find((e) => e.end_date >= addDays(today(), 120) && e.start_date <= today());
  if (!found) throw new Error('the demo firm has no long active engagement');
  return found;
}

/** Clicks Export CSV and reads the downloaded file: its header and its rows. */
async function exportCsv(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const [header, ...lines] = (await readFile(await (await download).path(), 'utf8')).trimEnd().split('\r\n');
  return { header, lines };
}

const pageOverflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

test('a Project Manager files a request; an admin staffs it from the queue; the team tab and the requester see it', async ({
  page,
  signIn,
  browser,
}) => {
  await signIn('pm');
  const engagement = await longEngagement(page.request);
  const start = addDays(today(), 21);
  await page.goto(`/resource-request/new?engagement=${engagement.id}`);
  await expect(page.getByRole('heading', { name: 'New Resource Request' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Engagement', exact: true })).toHaveValue(engagement.id);
  await page.getByLabel('Hours per week').fill('12');
  await page.getByLabel(/^Start/).fill(start);
  await page.getByLabel(/^End/).fill(addDays(start, 27));
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page).toHaveURL(/\/my-resource-requests$/);
  const mine = (await (await page.request.get('/api/resource-requests?mine=true&sort=newest&pageSize=1')).json()) as {
    items: { id: string; hours_per_week: number }[];
    total: number;
  };
  const requestId = mine.items[0]?.id ?? '';
  expect(mine.items[0]?.hours_per_week).toBe(12);
  await expect(page.locator(`[data-request="${requestId}"]`)).toContainText('Submitted');
  // Exporting is an admin's (data.export): the Project Manager's own list has no Export CSV.
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  expect(mine.total).toBeGreaterThan(0);

  const adminContext = await browser.newContext({ baseURL: APP_URL });
  const admin = await adminContext.newPage();
  await signInThroughApi(admin.request, demoAccounts.admin.email, demoAccounts.admin.password);
  await admin.goto('/admin-staffing-queue');
  const item = admin.locator(`[data-request="${requestId}"]`);
  await expect(item).toBeVisible();
  const top = item
    .getByRole('list', { name: /Top candidates/ })
    .getByRole('listitem')
    .first();
  const staffButton = top.getByRole('button', { name: /^Staff / });
  const name = ((await staffButton.getAttribute('aria-label')) ?? '').replace(/^Staff /, '');
  // Export CSV: every open request of the queue, with its top candidates.
  const queue = (await (await admin.request.get('/api/staffing/queue')).json()) as { total: number };
  const queueExport = await exportCsv(admin);
  expect(queueExport.header).toBe(
    'Engagement,Client,Job title,Requester,Priority,Status,Start,End,Hours unstaffed,Hours per week,Age (days),Top candidates',
  );
  expect(queueExport.lines).toHaveLength(queue.total);
  const queued = queueExport.lines.find(
    (line) => line.includes(engagement.name) && line.includes(`,Submitted,${start},${addDays(start, 27)},12,12,`),
  );
  expect(queued).toContain(name);
  await staffButton.click();
  const override = admin.getByRole('dialog', { name: /over capacity/ });
  const booked = admin.getByText(`${name} is booked`);
  await expect(override.or(booked)).toBeVisible();
  if (await override.isVisible()) {
    await override.getByLabel(/Reason/).fill('Agreed with the consultant');
    await override.getByRole('button', { name: 'Book anyway' }).click();
    await expect(booked).toBeVisible();
  }
  await expect(item).toHaveCount(0);

  await admin.goto(`/engagements/${engagement.type}/${engagement.id}/team`);
  await expect(admin.getByRole('link', { name, exact: true }).first()).toBeVisible();
  await adminContext.close();

  await page.goto('/notifications');
  await expect(page.getByText(`${name} was booked for 12 h/week.`).first()).toBeVisible();
});

test('every staffing page passes axe at 1280 and 390 px without page overflow', async ({ page, signIn, browser }) => {
  test.setTimeout(300_000);
  await signIn('pm');
  const pmPages = ['/resource-request/new', '/my-resource-requests'];
  const adminContext = await browser.newContext({ baseURL: APP_URL });
  const admin = await adminContext.newPage();
  await signInThroughApi(admin.request, demoAccounts.admin.email, demoAccounts.admin.password);
  const open = (await (await admin.request.get('/api/resource-requests?open=true&pageSize=1')).json()) as {
    items: { id: string }[];
  };
  const adminPages = [
    '/admin-resource-requests',
    `/admin-resource-requests/${open.items[0]?.id ?? ''}`,
    '/admin-staffing',
    '/admin-staffing?unit=hours',
    '/admin-staffing-queue',
    '/admin-settings?tab=staffing',
  ];
  for (const width of [1280, 390]) {
    for (const [target, paths] of [
      [page, pmPages],
      [admin, adminPages],
    ] as const) {
      await target.setViewportSize({ width, height: 900 });
      for (const path of paths) {
        await target.goto(path);
        await expect(target.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(target.locator('.animate-pulse')).toHaveCount(0);
        expect(await seriousViolations(target), `${path} at ${width}`).toEqual([]);
        expect(await pageOverflows(target), `${path} overflows at ${width}`).toBe(false);
      }
    }
  }
  await adminContext.close();
});

test('the staffing board shows consultants × 12 weeks with the open requests beside it', async ({ page, signIn }) => {
  await signIn('admin');
  await page.goto('/admin-staffing');
  const grid = page.getByRole('table', { name: 'Staffing board' });
  await expect(grid.getByRole('columnheader')).toHaveCount(13);
  await expect(grid.locator('[data-consultant]').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Drag .* onto a person/ }).first()).toBeVisible();
  await page.getByLabel('Availability').selectOption('over');
  await expect(grid.getByText(/^1\d\d %$/).first()).toBeVisible();
});

test('a Project Manager cannot open the admin staffing pages; an employee cannot file requests', async ({
  page,
  signIn,
}) => {
  await signIn('pm');
  for (const path of ['/admin-staffing', '/admin-staffing-queue', '/admin-resource-requests']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  }
  await page.context().clearCookies();
  await signIn('employee');
  await page.goto('/resource-request/new');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});

test('dragging a request from the side panel onto a person proposes them, and the board shows the tentative hours', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  const board = (await (await page.request.get('/api/staffing/board?weeks=12')).json()) as {
    rows: { name: string }[];
  };
  const person = board.rows.at(-1);
  if (!person) throw new Error('the demo board has people');
  await page.goto('/admin-staffing');
  await page.getByLabel('Search', { exact: true }).fill(person.name);
  const row = page.getByRole('table', { name: 'Staffing board' }).locator(`[data-consultant="${person.name}"]`);
  await expect(row).toBeVisible();
  await expect(row.locator('[title$="h proposed (tentative)"]')).toHaveCount(0);

  const chip = page.getByRole('button', { name: /^Drag .* onto a person to propose them$/ }).first();
  const [from, to] = await Promise.all([chip.boundingBox(), row.getByRole('cell').nth(1).boundingBox()]);
  if (!from || !to) throw new Error('not laid out');
  await page.mouse.move(from.x + 12, from.y + 12);
  await page.mouse.down();
  await page.mouse.move(from.x + 30, from.y + 30, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  // Holiday weeks can take this person past capacity: then the board asks first.
  const anyway = page.getByRole('button', { name: 'Propose anyway' });
  await expect(page.getByText(`${person.name} proposed`).or(anyway)).toBeVisible();
  if (await anyway.isVisible()) await anyway.click();
  await expect(page.getByText(`${person.name} proposed`)).toBeVisible();
  await expect(row.locator('[title$="h proposed (tentative)"]').first()).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`an employee opens My Resource Requests at ${width} px and sees the request they are proposed for`, async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn('employee');
    await page.goto('/my-resource-requests');
    await expect(page.getByRole('heading', { level: 1, name: 'My Resource Requests' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Requests you are proposed for or staffed through' });
    const card = list.getByRole('listitem').filter({ hasText: 'Proposed' }).first();
    await expect(card).toBeVisible();
    await expect(card.getByText('In Review')).toBeVisible();
    await expect(card.getByText(/h\/week · /)).toBeVisible();
    await expect(page.getByRole('link', { name: 'New Resource Request' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}

test('"Qualified only" hides the candidates missing a must-have, says how many, and keeps it in the URL', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  await signIn('admin');
  const open = (await (await page.request.get('/api/resource-requests?open=true&pageSize=50')).json()) as {
    items: { id: string }[];
  };
  const candidates = async (id: string, includeExcluded: boolean) =>
    (await (
      await page.request.get(`/api/resource-requests/${id}/candidates?limit=25&include_excluded=${includeExcluded}`)
    ).json()) as { total: number; items: { excluded: boolean }[] };
  let found: { id: string; hidden: number } | null = null;
  for (const { id } of open.items) {
    const all = await candidates(id, true);
    if (!all.items.some((c) => c.excluded)) continue;
    found = { id, hidden: all.total - (await candidates(id, false)).total };
    break;
  }
  if (!found) throw new Error('the demo firm has an open request with a must-have someone lacks');

  await page.goto(`/admin-resource-requests/${found.id}`);
  const list = page.getByRole('list', { name: 'Ranked candidates' });
  await expect(list.getByText('Missing a must-have', { exact: false }).first()).toBeVisible();
  // The box follows the URL, which the router updates a moment after the click.
  await page.getByRole('checkbox', { name: 'Qualified only' }).click();
  await expect(page.getByRole('checkbox', { name: 'Qualified only' })).toBeChecked();
  await expect(page).toHaveURL(/qualified=1/);
  await expect(page.getByText(`${found.hidden} hidden: missing a must-have.`)).toBeVisible();
  await expect(list.getByText('Missing a must-have', { exact: false })).toHaveCount(0);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Qualified only' })).toBeChecked();
    expect(await seriousViolations(page), `qualified only at ${width}`).toEqual([]);
    expect(await pageOverflows(page), `qualified only overflows at ${width}`).toBe(false);
  }
});
