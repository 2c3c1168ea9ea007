import { expect, test, type DemoRole } from '../fixtures';

/**
 * No sidebar item leads to Access Denied: each role opens every link of its own sidebar (group items included) and
 * gets the screen, with no 403 from the API on the way.
 */
for (const role of ['admin', 'pm', 'employee'] as const satisfies readonly DemoRole[]) {
  test(`every sidebar item opens for the ${role}`, async ({ page, signIn }) => {
    // About seventeen screens in a row: more than one screen's time.
    test.setTimeout(240_000);
    await signIn(role);
    await page.goto('/home');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    const paths = await nav.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(paths).toContain('/my-resource-requests');

    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403 && response.url().includes('/api/')) refused.push(response.url());
    });
    const problems: string[] = [];
    for (const path of paths) {
      refused.length = 0;
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 }).first();
      await expect(heading, path).toBeVisible();
      const title = (await heading.textContent())?.trim() ?? '';
      if (['Access Denied', 'Page not found'].includes(title)) problems.push(`${path}: ${title}`);
      if (await page.getByText('Access Denied', { exact: true }).count()) problems.push(`${path}: Access Denied`);
      if (refused.length) problems.push(`${path}: 403 from ${refused.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });
}
