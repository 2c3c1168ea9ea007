import { expect, test, seriousViolations } from '../fixtures';

interface QueueItem {
  id: string;
  engagement_name: string;
  budget_risk: { tips_over: boolean; reason: string } | null;
  top: { name: string; excluded: boolean }[];
}

test('an admin sees the what-if before proposing, and the queue flags a request that would tip an engagement over', async ({
  page,
  signIn,
}) => {
  test.setTimeout(180_000);
  await signIn('admin');
  const queue = (await (await page.request.get('/api/staffing/queue')).json()) as { items: QueueItem[] };
  const tipping = queue.items.find((item) => item.budget_risk?.tips_over);
  if (!tipping?.budget_risk) throw new Error('the demo firm has an open request that would tip an engagement over');

  // The queue: the flag with its reason, and the filter that keeps only such requests.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin-staffing-queue');
  const entries = page.getByRole('list', { name: 'Staffing queue' });
  const entry = entries.locator(`[data-request="${tipping.id}"]`);
  await expect(entry.getByText('Would tip the budget')).toBeVisible();
  await expect(entry.getByText(tipping.budget_risk.reason)).toBeVisible();
  await page.getByLabel('Budget').selectOption('over');
  await expect(page).toHaveURL(/budget=over/);
  const flagged = queue.items.filter((item) => item.budget_risk).length;
  await expect(entries.locator(':scope > li')).toHaveCount(flagged);
  expect(flagged).toBeLessThan(queue.items.length);
  expect(await seriousViolations(page), 'queue at 1280').toEqual([]);

  // The board: the what-if of that request, before anyone is proposed.
  await page.goto('/admin-staffing');
  const card = page.getByRole('complementary', { name: 'Open requests' }).locator(`[data-request="${tipping.id}"]`);
  await expect(card.getByText(/Would tip the budget|Over budget if staffed/)).toBeVisible();
  await card.getByRole('button', { name: `What if: ${tipping.engagement_name}` }).click();
  const dialog = page.getByRole('dialog', { name: `What if: ${tipping.engagement_name}` });
  await expect(dialog).toBeVisible();
  const forecast = dialog.getByRole('region', { name: `${tipping.engagement_name} forecast` });
  await expect(forecast.getByText('Estimate at completion', { exact: true })).toBeVisible();
  await expect(forecast.getByText('Budget runs out')).toBeVisible();
  await expect(forecast.getByText('Over by')).toBeVisible();
  await expect(dialog.getByRole('region', { name: /utilisation$/ }).getByText('Booked')).toBeVisible();
  const candidate = await dialog.getByRole('combobox', { name: 'Candidate' }).locator('option:checked').textContent();
  await expect(dialog.getByRole('button', { name: `Propose ${candidate}` })).toBeEnabled();
  // The sentence: over budget with the reason, or within it (a candidate's time off can keep it under).
  await expect(dialog.getByText(/Tips the engagement over budget|Over budget\.|stays within its/)).toBeVisible();
  expect(await seriousViolations(page), 'board what-if at 1280').toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page), 'board what-if at 390').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.goto('/admin-staffing-queue?budget=over');
  await expect(entries.locator(`[data-request="${tipping.id}"]`)).toBeVisible();
  expect(await seriousViolations(page), 'queue at 390').toEqual([]);
});
