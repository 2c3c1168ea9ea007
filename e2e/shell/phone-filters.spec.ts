import { expect, seriousViolations, test } from '../fixtures';

// A list's filters fold behind a Filters button on a phone (its count says how many are set) and stay a row of
// controls on a desktop; either way they live in the URL.
test('on a phone the project filters fold behind a Filters button carrying the number set', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn('pm');
  await page.goto('/engagements/projects?status=active&temperature=red');
  const filters = page.getByRole('search', { name: 'Filter engagements', includeHidden: true });
  const button = page.getByRole('button', { name: 'Filters 2 set' });
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(filters).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);

  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(filters).toBeVisible();
  await expect(filters.getByLabel('Status')).toHaveValue('active');
  await filters.getByLabel('Temperature').selectOption('');
  await expect(page).toHaveURL(/status=active/);
  await expect(page).not.toHaveURL(/temperature=/);
  await expect(page.getByRole('button', { name: 'Filters 1 set' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('on a desktop the filters stay a row of controls, with no Filters button', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn('pm');
  await page.goto('/engagements/projects?status=active');
  await expect(page.getByRole('search', { name: 'Filter engagements' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);
});
