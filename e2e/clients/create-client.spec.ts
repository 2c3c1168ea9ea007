import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';

test('an admin creates a client and adds its primary contact', async ({ page, signIn }) => {
  await signIn('admin');
  const name = `E2E Client ${randomUUID().slice(0, 8)}`;

  await page.goto('/clients');
  await page.getByRole('link', { name: 'New Client' }).click();
  await expect(page.getByRole('heading', { name: 'New Client' })).toBeVisible();
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel('Status').selectOption('active');
  await page.getByLabel('Industry').fill('Testing');
  await page.getByRole('button', { name: 'Create client' }).click();

  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('No contacts yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add contact' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^First name/).fill('Dana');
  await dialog.getByLabel(/^Last name/).fill('Reyes');
  await dialog.getByLabel('Email').fill('dana.reyes@client.example');
  await dialog.getByLabel('Title').fill('Head of IT');
  await dialog.getByLabel('Primary contact').check();
  await dialog.getByRole('button', { name: 'Add contact' }).click();

  await expect(dialog).toBeHidden();
  const contact = page.getByRole('listitem').filter({ hasText: 'Dana Reyes' });
  await expect(contact).toContainText('Primary');
  await expect(contact).toContainText('dana.reyes@client.example');

  // Export CSV: every contact of the card, with what each row shows.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^client-contacts-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await file.path(), 'utf8')).trimEnd().split('\r\n');
  expect(csv).toEqual([
    'First name,Last name,Primary,Title,Email,Phone',
    'Dana,Reyes,true,Head of IT,dana.reyes@client.example,',
  ]);

  // Edit the client's industry: the form is prefilled and the page shows the saved value.
  await page.getByRole('button', { name: 'Edit client' }).click();
  const edit = page.getByRole('dialog');
  await expect(edit.getByLabel(/^Name/)).toHaveValue(name);
  await expect(edit.getByLabel('Industry')).toHaveValue('Testing');
  await edit.getByLabel('Industry').fill('Quality Assurance');
  await edit.getByRole('button', { name: 'Save client' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Client saved')).toBeVisible();
  await expect(page.getByText('Quality Assurance', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Quality Assurance', { exact: true })).toBeVisible();

  // The new client is in the list, found by search.
  await page.goto(`/clients?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('link', { name })).toBeVisible();
});

test('an admin deletes a client with no engagements', async ({ page, signIn }) => {
  await signIn('admin');
  const name = `E2E Delete ${randomUUID().slice(0, 8)}`;

  await page.goto('/clients/new');
  await page.getByLabel(/^Name/).fill(name);
  await page.getByRole('button', { name: 'Create client' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('No engagements with this client yet')).toBeVisible();
  const clientUrl = page.url();

  await page.getByRole('button', { name: 'Delete client' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByRole('heading', { name: `Delete client ${name}?` })).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete client' }).click();

  await expect(page).toHaveURL(/\/clients$/);
  await expect(page.getByText('Client deleted')).toBeVisible();
  await page.goto(`/clients?q=${encodeURIComponent(name)}`);
  await expect(page.getByText('No clients match these filters')).toBeVisible();
  await page.goto(clientUrl);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('an employee can view clients but not create one', async ({ page, signIn }) => {
  await signIn('employee');
  await page.goto('/clients');
  await expect(page.getByRole('link', { name: 'Northwind Logistics' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Client' })).toHaveCount(0);
  await page.goto('/clients/new');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});

test('after a Website error, fixing it and clicking Create once creates the client (no click is lost)', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  const name = `E2E Website ${randomUUID().slice(0, 8)}`;
  await page.goto('/clients/new');
  await page.getByLabel(/^Name/).fill(name);
  const website = page.getByLabel('Website');
  await website.fill('not a web address');
  await page.getByRole('button', { name: 'Create client' }).click();
  await expect(page.getByText('Enter a full web address starting with https:// (or http://).')).toBeVisible();

  // The user types the fix and goes straight for the button: one click, one request, one client.
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/clients') posts.push(request.url());
  });
  await website.pressSequentially('x', { delay: 10 });
  await website.fill('https://client.example');
  await page.getByRole('button', { name: 'Create client' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  expect(posts).toHaveLength(1);
});
