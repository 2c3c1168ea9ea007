import { expect, test } from '../fixtures';

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

  await page.context().clearCookies();
  await signIn('admin');
  await page.goto('/home');
  await expect(page.getByRole('region', { name: 'Admin toolbar' })).toBeVisible();
});

test('the Employee view narrows the interface to what an employee sees, and Admin brings it back', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await page.goto('/home');
  const toolbar = page.getByRole('region', { name: 'Admin toolbar' });
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
  const toolbar = page.getByRole('region', { name: 'Admin toolbar' });

  await toolbar.getByRole('button', { name: 'Employee', exact: true }).click();
  await expect(page.getByText('Failed to change role')).toBeVisible();
  await expect(toolbar.getByRole('button', { name: 'Admin', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

test('the toolbar moves, expands, and inspects an element', async ({ page, signIn }) => {
  await signIn('admin');
  await page.goto('/home');
  const toolbar = page.getByRole('region', { name: 'Admin toolbar' });
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
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
  const toolbar = page.getByRole('region', { name: 'Admin toolbar' });

  await toolbar.getByRole('button', { name: 'Take screenshot' }).click();
  await expect(page.getByText('Screenshot copied to clipboard')).toBeVisible({ timeout: 15_000 });
  const written = await page.evaluate(
    () => (window as unknown as { e2eClipboard: { type: string; size: number }[] }).e2eClipboard,
  );
  expect(written).toHaveLength(1);
  expect(written[0]?.type).toBe('image/png');
  expect(written[0]?.size).toBeGreaterThan(10_000);
});
