import { expect, test, seriousViolations } from '../fixtures';

test('a KPI drill-down lands on the filtered list', async ({ page, signIn }) => {
  await signIn('pm');
  await page.goto('/command-center');
  const pipeline = page.getByRole('region', { name: 'Pipeline by type and status' });
  await pipeline.getByRole('button', { name: /^Table view/ }).click();
  await pipeline.getByRole('link', { name: 'project · Active' }).click();
  await expect(page).toHaveURL(/\/engagements\/projects\?status=active$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('active');
});

test('the filters live in the URL; money is for admins only', async ({ page, signIn }) => {
  await signIn('admin');
  await page.goto('/command-center');
  await expect(page.getByText('Revenue and margin')).toBeVisible();
  await page.getByLabel('Engagement type').selectOption('retainer');
  await expect(page).toHaveURL(/engagement_type=retainer/);
  const csv = page.getByRole('link', { name: 'CSV of Pipeline by type and status' });
  await expect(csv).toHaveAttribute('href', /engagement_type=retainer&chart=pipeline/);
  const answer = await page.request.get((await csv.getAttribute('href')) ?? '');
  expect(answer.headers()['content-type']).toContain('text/csv');
  expect(await answer.text()).not.toContain('project,');
});

for (const width of [1280, 390]) {
  test(`/command-center at ${width} px passes axe without page overflow`, async ({ page, signIn }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn('employee');
    await page.goto('/command-center');
    await expect(page.getByRole('region', { name: 'Utilisation by week' })).toBeVisible();
    await expect(page.getByLabel('Loading the chart')).toHaveCount(0);
    // The job titles' labels sit one under another, none over the next.
    const titles = page.getByRole('region', { name: 'Utilisation by job title' });
    await expect(titles.locator('.recharts-yAxis-tick-labels text').first()).toBeVisible();
    const overlaps = await titles.evaluate((region) => {
      const boxes = [...region.querySelectorAll('.recharts-yAxis-tick-labels text')]
        .map((label) => label.getBoundingClientRect())
        .sort((a, b) => a.top - b.top);
      return boxes.filter((box, index) => index > 0 && box.top < (boxes[index - 1]?.bottom ?? 0) - 0.5).length;
    });
    expect(overlaps, 'job title labels overlapping').toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expect(page.getByText(/Revenue|margin/i)).toHaveCount(0);
  });
}
