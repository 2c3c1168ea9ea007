import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** The toolbar starts collapsed to a handle in the header; an admin opens it from there. */
async function openToolbar(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Admin toolbar' }).click();
  const toolbar = page.getByRole('region', { name: 'Admin toolbar' });
  await expect(toolbar).toBeVisible();
  return toolbar;
}

test('the admin toolbar is there for a whitelisted admin only', async ({ page, signIn }) => {
  await signIn('pm');
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Admin toolbar' })).toHaveCount(0);

  await page.context().clearCookies();
  await signIn('employee');
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Admin toolbar' })).toHaveCount(0);

  await expect(page.getByRole('button', { name: 'Admin toolbar' })).toHaveCount(0);

  await page.context().clearCookies();
  await signIn('admin');
  await page.goto('/home');
  await openToolbar(page);
});

test('the Employee view narrows the interface to what an employee sees, and Admin brings it back', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await page.goto('/home');
  const toolbar = await openToolbar(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Admin Calendar' })).toBeVisible();

  // Hold the switch so that its progress text can be seen.
  let releaseSwitch: () => void = () => undefined;
  const switchHeld = new Promise<void>((resolve) => (releaseSwitch = resolve));
  await page.route('**/api/me/view', async (route) => {
    await switchHeld;
    await route.continue();
  });
  await toolbar.getByRole('button', { name: 'Employee', exact: true }).click();
  await expect(toolbar.getByText('Switching...')).toBeVisible();
  releaseSwitch();

  await expect(toolbar.getByRole('button', { name: 'Employee', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(nav.getByRole('link', { name: 'Admin Calendar' })).toHaveCount(0);
  await page.goto('/admin-settings');
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  expect((await page.request.get('/api/me').then((response) => response.json())).roles).toEqual(['employee']);

  await toolbar.getByRole('button', { name: 'Admin', exact: true }).click();
  await expect(toolbar.getByRole('button', { name: 'Admin', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Admin Calendar' })).toBeVisible();
});

test("a failed role switch says 'Failed to change role'", async ({ page, signIn }) => {
  await signIn('admin');
  await page.route('**/api/me/view', (route) =>
    route.fulfill({ status: 503, json: { code: 'UNAVAILABLE', message: 'Try later.' } }),
  );
  await page.goto('/home');
  const toolbar = await openToolbar(page);

  await toolbar.getByRole('button', { name: 'Employee', exact: true }).click();
  await expect(page.getByText('Failed to change role')).toBeVisible();
  // The toast sits below the header: the user menu stays visible and clickable. It slides in from above, so the
  // position is read once it has come to rest.
  const avatar = await page.getByRole('button', { name: /^Account menu for / }).boundingBox();
  if (!avatar) throw new Error('not laid out');
  const toast = page.getByRole('listitem').filter({ hasText: 'Failed to change role' });
  await expect
    .poll(async () => (await toast.boundingBox())?.y ?? -1, { message: 'the toast starts below the avatar' })
    .toBeGreaterThanOrEqual(avatar.y + avatar.height);
  await expect(toolbar.getByRole('button', { name: 'Admin', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

test('the toolbar moves, expands, and inspects an element', async ({ page, signIn }) => {
  await signIn('admin');
  await page.goto('/home');
  const toolbar = await openToolbar(page);
  await expect(toolbar).toBeVisible();

  const handle = toolbar.getByRole('button', { name: /^Move admin toolbar/ });
  const before = await toolbar.boundingBox();
  const grip = await handle.boundingBox();
  if (!before || !grip) throw new Error('toolbar not laid out');
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(grip.x - 300, grip.y - 200, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await toolbar.boundingBox())?.x ?? 0).toBeLessThan(before.x - 200);

  await toolbar.getByRole('button', { name: 'Expanded view' }).click();
  await expect(toolbar.getByRole('heading', { name: 'Admin toolbar' })).toBeVisible();

  await toolbar.getByRole('button', { name: 'Inspect elements' }).click();
  await page.getByRole('heading', { name: /^Hello, / }).hover();
  const details = toolbar.getByRole('region', { name: 'Inspected element' });
  await expect(details.getByText('<h1>')).toBeVisible();
  await expect(details.getByText('Following pointer')).toBeVisible();
  await page.keyboard.press('Control+f');
  await expect(details.getByText('Frozen')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toHaveCount(0);

  await toolbar.getByRole('button', { name: 'Minimal view' }).click();
  await expect(toolbar.getByRole('heading', { name: 'Admin toolbar' })).toHaveCount(0);
});

test('the screenshot tool renders the page to a PNG and hands it to the clipboard', async ({ page, signIn }) => {
  // Headless Chromium has no system clipboard to paste from: record what the app writes to it instead.
  await page.addInitScript(() => {
    const written: { type: string; size: number }[] = [];
    (window as unknown as { e2eClipboard: typeof written }).e2eClipboard = written;
    navigator.clipboard.write = async (items: ClipboardItem[]) => {
      for (const item of items) {
        for (const type of item.types) {
          const blob = await item.getType(type);
          written.push({ type: blob.type || type, size: blob.size });
        }
      }
    };
  });
  await signIn('admin');
  // A short page at a small window: the capture copies every element's computed style, so /home's cards took
  // close to the app's 10 s limit on a loaded CI machine. What is tested is the tool, not the page's size.
  await page.setViewportSize({ width: 1024, height: 700 });
  await page.goto('/admin-settings?tab=job-titles');
  await expect(page.getByRole('tabpanel').getByRole('button').first()).toBeVisible();
  const toolbar = await openToolbar(page);

  await toolbar.getByRole('button', { name: 'Take screenshot' }).click();
  await expect(page.getByText('Screenshot copied to clipboard')).toBeVisible({ timeout: 15_000 });
  const written = await page.evaluate(
    () => (window as unknown as { e2eClipboard: { type: string; size: number }[] }).e2eClipboard,
  );
  expect(written).toHaveLength(1);
  expect(written[0]?.type).toBe('image/png');
  expect(written[0]?.size).toBeGreaterThan(10_000);
});

test('the toolbar covers no primary action, remembers where it was put, and is off on phones', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn('admin');
  // Collapsed (the default), nothing floats over the page: the job titles' Add button takes the click.
  await page.goto('/admin-settings?tab=job-titles');
  await expect(page.getByRole('region', { name: 'Admin toolbar' })).toHaveCount(0);
  await page.getByLabel('New job title').fill(' Ceo ');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Assigning or creating CEO title is not allowed.')).toBeVisible();

  // Open, it keeps room below the page: the last button of a long form is reachable with the toolbar in place.
  const toolbar = await openToolbar(page);
  await page.goto('/consultants/new');
  const create = page.getByRole('button', { name: 'Create consultant' });
  await create.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const [button, panel] = await Promise.all([create.boundingBox(), toolbar.boundingBox()]);
  if (!button || !panel) throw new Error('not laid out');
  expect(button.y + button.height, 'the form ends above the toolbar').toBeLessThanOrEqual(panel.y);
  await create.click({ trial: true });

  // Moved, it stays where it was put after a reload.
  const grip = await toolbar.getByRole('button', { name: /^Move admin toolbar/ }).boundingBox();
  if (!grip) throw new Error('not laid out');
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(grip.x - 400, grip.y - 300, { steps: 5 });
  await page.mouse.up();
  const moved = await toolbar.boundingBox();
  await page.reload();
  await expect(toolbar).toBeVisible();
  await expect.poll(async () => Math.round((await toolbar.boundingBox())?.x ?? 0)).toBe(Math.round(moved?.x ?? -1));

  // Phones have no toolbar and no handle, even though it was left open.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(toolbar).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Admin toolbar' })).toBeHidden();
});
