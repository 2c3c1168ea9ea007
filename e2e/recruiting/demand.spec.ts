import { expect, test } from '../fixtures';

test('a project manager opens a position from the hiring demand, with the requests as evidence', async ({
  page,
  signIn,
}) => {
  await signIn('pm');
  await page.goto('/recruiting');
  const demand = page.getByRole('region', { name: 'Hiring demand' });
  const first = demand
    .getByRole('listitem')
    .filter({ hasText: /unfilled for \d+ days/ })
    .first();
  await expect(first).toBeVisible();
  await first.getByText('Evidence').click();
  await expect(first.getByText(/waiting \d+ days/).first()).toBeVisible();
  await first.getByRole('button', { name: /^Open a position/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Open a position' });
  const title = `${await dialog.getByLabel(/^Title/).inputValue()} ${Date.now().toString(36)}`;
  await dialog.getByLabel(/^Title/).fill(title);
  await expect(dialog.getByLabel(/^Description/)).toHaveValue(/unfilled for \d+ days/);
  await dialog.getByRole('button', { name: 'Open position' }).click();
  await expect(page.getByText('Position opened')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Positions' }).getByRole('cell', { name: title, exact: true }),
  ).toBeVisible();

  // Then edits it: on hold, with its required skill kept.
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${title}` });
  await expect(edit.getByLabel('Skill', { exact: true })).not.toHaveValue('');
  await edit.getByLabel('Status').selectOption('on_hold');
  await edit.getByRole('button', { name: 'Save position' }).click();
  await expect(edit).toBeHidden();
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: title, exact: true }) });
  await expect(row.getByText('On hold')).toBeVisible();
});
