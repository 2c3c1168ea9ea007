import type { Locator, Page } from '@playwright/test';
import { expect, test, type DemoRole, seriousViolations } from '../fixtures';

/** The page opened, as the user may: its title is there, and it is neither Access Denied nor Page not found. */
async function expectOpened(page: Page, href: string) {
  await expect(page).toHaveURL((url) => url.pathname + url.search === href);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /^(Access Denied|Page not found)$/ })).toHaveCount(0);
}

/** Opens every closed group of the sidebar, then lists the links it holds (href). */
async function sidebarHrefs(nav: Locator): Promise<string[]> {
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  const closed = nav.locator(':scope > ul > li > button[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  return nav.locator(':scope > ul a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

const ROLES: DemoRole[] = ['admin', 'pm', 'employee'];

for (const role of ROLES) {
  test(`every screen a ${role} may open is two clicks from the shell, and opens`, async ({ page, signIn }) => {
    test.setTimeout(240_000);
    await signIn(role);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/home');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const hrefs = await sidebarHrefs(nav);
    expect(hrefs.length).toBeGreaterThan(10);
    expect(hrefs).toContain('/my-resource-requests');
    // No screen the shell offers asks the API for something the user may not have.
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403 && response.url().includes('/api/')) refused.push(response.url());
    });
    for (const href of hrefs) {
      await nav.locator(`a[href="${href}"]`).click();
      await expectOpened(page, href);
    }

    const menuButton = page.getByRole('button', { name: /^Account menu for / });
    await menuButton.click();
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
    const menuHrefs = await page
      .getByRole('menu')
      .getByRole('menuitem')
      .evaluateAll((items) => items.map((item) => item.getAttribute('href')).filter((href) => href !== null));
    await page.keyboard.press('Escape');
    for (const href of menuHrefs) {
      await menuButton.click();
      await page.getByRole('menu').locator(`a[href="${href}"]`).click();
      await expectOpened(page, href);
    }
    expect(refused).toEqual([]);
    // Admins reach the staffing screens from the user menu; nobody else sees them anywhere.
    const staffing = ['/admin-staffing', '/admin-staffing-queue', '/admin-resource-requests'];
    if (role === 'admin') expect(menuHrefs).toEqual(expect.arrayContaining(staffing));
    else for (const href of staffing) expect([...hrefs, ...menuHrefs]).not.toContain(href);
  });
}

test('Ctrl+K finds the screens outside the original sidebar and opens one', async ({ page, signIn }) => {
  await signIn('admin');
  await page.goto('/home');
  await expect(page.getByRole('button', { name: 'Search everywhere' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Search everywhere' });
  for (const [query, label] of [
    ['staffing', 'Staffing Board'],
    ['monday', 'Monday Meeting'],
    ['golden', 'Golden Folders'],
    ['status update', 'Status Updates'],
  ] as const) {
    await input.fill(query);
    await expect(
      page.getByRole('group', { name: 'Pages' }).getByRole('option', { name: new RegExp(label) }),
    ).toBeVisible();
  }
  await input.fill('new resource');
  await page
    .getByRole('group', { name: 'Actions' })
    .getByRole('option', { name: /New Resource Request/ })
    .click();
  await expectOpened(page, '/resource-request/new');
});

for (const width of [1280, 390]) {
  test(`the "More" group and the user menu pass axe at ${width} px`, async ({ page, signIn }) => {
    await signIn('admin');
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/home');
    if (width < 768) await page.getByRole('button', { name: 'Open navigation' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'More' }).click();
    await expect(nav.getByRole('link', { name: 'Golden Folders' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await nav.getByRole('link', { name: 'Status Updates' }).click();
    await expectOpened(page, '/status-updates');

    await page.getByRole('button', { name: /^Account menu for / }).click();
    await expect(page.getByRole('menuitem', { name: 'Staffing Board' })).toBeVisible();
    // The open menu itself (the page behind it is hidden from assistive technology while it is open).
    expect(await seriousViolations(page, '[role="menu"]')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}
