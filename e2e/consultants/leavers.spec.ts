import { expect, test } from '../fixtures';

test('an admin archives a leaver (asked first), finds them under People who left, and restores them', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  const list = (await (await page.request.get('/api/consultants?pageSize=50&sort=location')).json()) as {
    items: { id: string; first_name: string; last_name: string; user_id: string | null }[];
  };
  // Someone in the middle of the firm, not one of the three demo accounts the other journeys sign in as.
  const person = list.items.filter((c) => !c.user_id)[7];
  if (!person) throw new Error('the demo firm has people');
  const name = `${person.first_name} ${person.last_name}`;

  await page.goto(`/consultants/${person.id}`);
  await page.getByRole('button', { name: 'Archive (left the firm)' }).click();
  const dialog = page.getByRole('dialog', { name: `Archive ${name}?` });
  await expect(dialog).toContainText('their account is deactivated');
  await dialog.getByLabel(/^Last day/).fill('2026-11-30');
  await dialog.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(page.getByText(`${name} is archived`)).toBeVisible();
  const banner = page.getByRole('region', { name: 'Left the firm' });
  await expect(banner).toContainText('Left the firm on 30 Nov 2026');

  await page.goto(`/consultants?q=${encodeURIComponent(name)}`);
  await expect(page.getByText('No consultants match these filters')).toBeVisible();
  // The box follows the address: click, then wait for the state the URL gives it.
  await page.getByLabel('People who left').click();
  await expect(page).toHaveURL(/archived=true/);
  await expect(page.getByLabel('People who left')).toBeChecked();
  await page
    .getByRole('link', { name: new RegExp(name) })
    .first()
    .click();

  await page.getByRole('region', { name: 'Left the firm' }).getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(`${name} is back in the directory`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Left the firm' })).toHaveCount(0);
  await page.goto(`/consultants?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();
});
