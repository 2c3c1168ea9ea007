import { expect, test } from '../fixtures';
import { sidebarLabels } from './shell-helpers';

const COMMON = [
  'Home',
  'Engagements',
  'Project Plan',
  'Command Center',
  'Smart Timesheet',
  'Consultants',
  'Recruiting Dashboard',
  'Clients',
  'Gantt Builder',
  'My Internal Requests',
  'My Engagement Requests',
  'My Resource Requests',
  'New Internal Request',
];
const ADMIN_ONLY = ['Admin Calendar', 'Admin Internal Work Management', 'Admin Engagement Work Management'];

test('an admin sees every sidebar item of the original, admin items last', async ({ page, signIn }) => {
  await signIn('admin');
  await page.goto('/home');
  // The screens added since the original follow its items, in one group.
  expect(await sidebarLabels(page)).toEqual([...COMMON, ...ADMIN_ONLY, 'More']);
  // Every sidebar screen is built: none says "Not available yet" any more.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Command Center' })).toHaveAccessibleDescription('');
  await expect(nav.getByText('Soon')).toHaveCount(0);
});

for (const role of ['pm', 'employee'] as const) {
  test(`a ${role === 'pm' ? 'Project Manager' : 'employee'} sees the sidebar without the admin items`, async ({
    page,
    signIn,
  }) => {
    await signIn(role);
    await page.goto('/home');
    expect(await sidebarLabels(page)).toEqual([...COMMON, 'More']);
  });
}

test('the group of the active item opens by itself and sub-items are listed in order', async ({ page, signIn }) => {
  await signIn('employee');
  await page.goto('/engagements/managed-services');
  const nav = page.getByRole('navigation', { name: 'Main' });

  await expect(nav.getByRole('button', { name: 'Engagements' })).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Managed Services' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Projects' })).not.toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('button', { name: 'Project Plan' })).toHaveAttribute('aria-expanded', 'false');

  await nav.getByRole('button', { name: 'Project Plan' }).click();
  for (const label of ['Builder', 'Configuration', 'Viewer'])
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();

  await nav.getByRole('link', { name: 'Viewer' }).click();
  await expect(page).toHaveURL(/\/project-plan-viewer$/);
  await expect(nav.getByRole('link', { name: 'Viewer' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Builder', exact: true })).not.toHaveAttribute('aria-current', 'page');
});

test('an item is active on the pages under it; New Internal Request only on its own path', async ({ page, signIn }) => {
  await signIn('employee');
  const nav = page.getByRole('navigation', { name: 'Main' });

  await page.goto('/consultants/00000000-0000-4000-8000-000000000000');
  await expect(nav.getByRole('link', { name: 'Consultants' })).toHaveAttribute('aria-current', 'page');

  await page.goto('/my-internal-request/new');
  await expect(nav.getByRole('link', { name: 'New Internal Request' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'My Internal Requests' })).not.toHaveAttribute('aria-current', 'page');

  await page.goto('/my-internal-request/new/extra');
  await expect(nav.getByRole('link', { name: 'New Internal Request' })).not.toHaveAttribute('aria-current', 'page');
});

test('the sidebar collapses to icons and stays collapsed after a reload', async ({ page, signIn }) => {
  await signIn('employee');
  await page.goto('/consultants');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const sidebar = page.locator('aside').filter({ has: nav });
  const wide = (await sidebar.boundingBox())?.width ?? 0;

  await nav.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
  await expect(nav.getByRole('link', { name: 'Consultants' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByText('Consultants', { exact: true })).toHaveCount(0);
  await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBeLessThan(wide / 2);

  await page.reload();
  await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
  await nav.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(nav.getByText('Consultants', { exact: true })).toBeVisible();
});

test("the History popup says 'No recent pages', then lists the pages visited with relative times", async ({
  page,
  signIn,
}) => {
  await signIn('pm');
  // A form outside the sidebar: not one of its pages, so not in the history.
  await page.goto('/resource-request/new');
  const nav = page.getByRole('navigation', { name: 'Main' });

  await nav.getByRole('button', { name: 'History' }).click();
  const popup = page.getByRole('dialog');
  await expect(popup.getByText('No recent pages')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();

  await nav.getByRole('link', { name: 'Consultants' }).click();
  await expect(page).toHaveURL(/\/consultants$/);
  await nav.getByRole('link', { name: 'Clients' }).click();
  await expect(page).toHaveURL(/\/clients$/);

  await nav.getByRole('button', { name: 'History' }).click();
  const links = popup.getByRole('link');
  await expect(links).toHaveCount(2);
  await expect(links.nth(0)).toHaveText(/^Clients\s*just now$/);
  await expect(links.nth(1)).toHaveText(/^Consultants\s*just now$/);

  await links.nth(1).click();
  await expect(page).toHaveURL(/\/consultants$/);
});

test('on a phone the sidebar is a drawer', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn('employee');
  await page.goto('/home');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await drawer.getByRole('link', { name: 'Clients' }).click();
  await expect(page).toHaveURL(/\/clients$/);
  await expect(drawer).toBeHidden();
});

test('on a phone the History popup opens inside the screen, over the drawer', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn('employee');
  await page.goto('/home');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await drawer.getByRole('button', { name: 'History' }).click();
  const popup = page.getByRole('dialog', { name: 'Recent pages' });
  await expect(popup).toBeVisible();
  const box = await popup.boundingBox();
  if (!box) throw new Error('not laid out');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(844);
});
