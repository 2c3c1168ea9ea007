import { expect, test, seriousViolations } from '../fixtures';

/** The demo firm's engagement whose budget its schedule overruns. */
const OVER_BUDGET = 'Azure Landing Zone';

test('a project manager reads why an engagement will go over budget and finds it in the Monday meeting', async ({
  page,
  signIn,
}) => {
  await signIn('pm');
  const found = (await (await page.request.get(`/api/engagements?q=${encodeURIComponent(OVER_BUDGET)}`)).json()) as {
    items: { id: string; name: string }[];
  };
  const engagement = found.items.find((item) => item.name === OVER_BUDGET);
  expect(engagement).toBeDefined();

  await page.goto(`/engagements/projects/${engagement!.id}`);
  const sentence = page.getByTestId('forecast-explanation');
  await expect(sentence).toHaveText(/-hour budget (runs|ran) out in the week of .+ h over\.$/);
  await expect(
    page
      .getByRole('img', { name: /^Burn-up chart: / })
      .locator('svg')
      .first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Table view of the forecast' }).click();
  await expect(page.getByRole('table', { name: 'Hours per week: approved, scheduled and proposed' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/monday-meeting');
  const overBudget = page.getByRole('region', { name: /^Will go over budget/ });
  await expect(overBudget.getByRole('link', { name: OVER_BUDGET })).toBeVisible();
  await expect(overBudget.getByText(/ h over$/).first()).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`the forecast on the engagement overview passes axe at ${width} px`, async ({ page, signIn }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn('pm');
    const found = (await (await page.request.get(`/api/engagements?q=${encodeURIComponent(OVER_BUDGET)}`)).json()) as {
      items: { id: string }[];
    };
    await page.goto(`/engagements/projects/${found.items[0]!.id}`);
    await expect(page.getByTestId('forecast-explanation')).toBeVisible();
    await expect(page.getByRole('img', { name: /^Burn-up chart: / })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
