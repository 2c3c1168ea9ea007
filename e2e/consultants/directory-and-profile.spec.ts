import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import {
  APP_URL,
  demoAccounts,
  expect,
  fetchMe,
  newAccount,
  signInThroughApi,
  signUpThroughApi,
  test,
} from '../fixtures';

const SAME_ORIGIN = { origin: APP_URL };

interface Item {
  id: string;
  name: string;
}

test('find a consultant by a skill: search and the category/product/rating filters', async ({ page, request }) => {
  // Admin (in `request`) adds a product nobody else holds; a fresh account (in the page) rates itself 4 in it.
  await signInThroughApi(request, demoAccounts.admin.email, demoAccounts.admin.password);
  const category = ((await (await request.get('/api/platform-categories?pageSize=1')).json()).items as Item[])[0]!;
  const productName = `E2E Product ${randomUUID().slice(0, 8)}`;
  const created = await request.post('/api/platform-products', {
    data: { name: productName, category_id: category.id },
    headers: SAME_ORIGIN,
  });
  expect(created.status()).toBe(201);
  const product = (await created.json()) as Item;

  const account = newAccount('skill');
  await signUpThroughApi(page.request, account);
  const me = await fetchMe(page.request);
  const skill = await page.request.post(`/api/consultants/${me.consultant?.id}/expertise`, {
    data: { category_id: category.id, product_id: product.id, rating: 4 },
    headers: SAME_ORIGIN,
  });
  expect(skill.status()).toBe(201);

  await page.goto('/consultants');
  await expect(page.getByRole('heading', { name: 'Consultants', level: 1 })).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill(productName);
  await expect(page).toHaveURL(/q=E2E/);
  const card = page.getByRole('article', { name: `${account.firstName} ${account.lastName}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText(productName);
  await expect(page.getByRole('article')).toHaveCount(1);

  // The same person through the filters, and nobody at a rating above theirs.
  await page.getByLabel('Search', { exact: true }).fill(account.email);
  await page.getByLabel('Platform category').selectOption(category.id);
  await page.getByLabel('Product').selectOption(product.id);
  await page.getByLabel('Minimum rating').selectOption('4');
  await expect(card).toBeVisible();
  await page.getByLabel('Minimum rating').selectOption('5');
  await expect(page.getByText('No consultants match these filters')).toBeVisible();

  // The skills inventory shows them in the product's column.
  await page.goto(`/consultants?view=skills&category_id=${category.id}&product_id=${product.id}&min_rating=4`);
  const row = page.getByRole('row', { name: new RegExp(`${account.firstName} ${account.lastName}`) });
  await expect(row).toContainText('4');
});

test("edit one's own profile: a certification, a language and a skill", async ({ page }) => {
  const account = newAccount('profile');
  await signUpThroughApi(page.request, account);
  const me = await fetchMe(page.request);

  await page.goto(`/consultants/${me.consultant?.id}`);
  await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();

  const certForm = page.getByRole('form', { name: 'Add a certification' });
  await certForm.getByLabel('Certification').selectOption({ index: 1 });
  const certName = (await certForm.getByLabel('Certification').locator('option:checked').textContent())?.trim() ?? '';
  await certForm.getByLabel('Issued on').fill('2020-01-15');
  await certForm.getByLabel('Expires on').fill('2021-01-15');
  await certForm.getByRole('button', { name: 'Add certification' }).click();
  const certs = page.getByRole('list', { name: 'Certifications' });
  await expect(certs.getByRole('listitem').filter({ hasText: certName })).toContainText('Expired');
  await expect(certs).toContainText('Issued 15 Jan 2020');

  const languageForm = page.getByRole('form', { name: 'Add a language' });
  await languageForm.getByLabel('Language').selectOption({ index: 1 });
  const language = (await languageForm.getByLabel('Language').locator('option:checked').textContent())?.trim() ?? '';
  await languageForm.getByLabel('Proficiency').selectOption('native');
  await languageForm.getByRole('button', { name: 'Add language' }).click();
  await expect(
    page.getByRole('list', { name: 'Languages' }).getByRole('listitem').filter({ hasText: language }),
  ).toContainText('Native');

  const skillForm = page.getByRole('form', { name: 'Add a skill' });
  await skillForm.getByLabel('Category').selectOption({ index: 1 });
  const categoryName = (await skillForm.getByLabel('Category').locator('option:checked').textContent())?.trim() ?? '';
  await expect(skillForm.getByLabel('Rating')).toHaveValue('1');
  await skillForm.getByRole('button', { name: 'Add skill' }).click();
  const skills = page.getByRole('list', { name: 'Skills' });
  await expect(skills.getByRole('combobox', { name: `Rating of ${categoryName}` })).toHaveValue('1');
  await skills.getByRole('combobox', { name: `Rating of ${categoryName}` }).selectOption('4');

  // Edit the consultant's own fields, then check everything survived a reload.
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit profile' });
  await dialog.getByLabel('Location').fill('Porto');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('region', { name: 'About' })).toContainText('Porto');
  await expect(
    page.getByRole('list', { name: 'Skills' }).getByRole('combobox', { name: `Rating of ${categoryName}` }),
  ).toHaveValue('4');
  await expect(page.getByRole('list', { name: 'Languages' })).toContainText(language);
});

test("an employee cannot edit someone else's profile", async ({ page, signIn }) => {
  await signIn('employee');
  const pmId = (
    (await (await page.request.get(`/api/consultants?q=${demoAccounts.pm.email}`)).json()).items as Item[]
  )[0]!.id;

  await page.goto(`/consultants/${pmId}`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('My Profile');
  await expect(page.getByRole('region', { name: 'About' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit profile' })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Add a skill' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upload photo' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);

  // And the server refuses it, whatever the page shows.
  const patch = await page.request.patch(`/api/consultants/${pmId}`, {
    data: { bio: 'Not mine to change' },
    headers: SAME_ORIGIN,
  });
  expect(patch.status()).toBe(403);
});

test('an admin creates a consultant, who joins through the single-use invitation link', async ({
  page,
  signIn,
  browser,
}) => {
  await signIn('admin');
  const email = `new-${randomUUID().slice(0, 8)}@e2e.example`;
  await page.goto('/consultants');
  await page.getByRole('link', { name: 'New Consultant' }).click();
  await expect(page.getByRole('heading', { name: 'New Consultant', level: 1 })).toBeVisible();
  await expect(page.getByText(/signing up with this email without the link is refused/i)).toBeVisible();
  await page.getByLabel(/^First name/).fill('Noor');
  await page.getByLabel(/^Last name/).fill('Haddad');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel('Location').fill('Amman');
  await page.getByRole('button', { name: 'Create consultant' }).click();
  await expect(page.getByRole('heading', { name: 'Noor Haddad', level: 1 })).toBeVisible();
  const consultantId = page.url().split('/').pop();
  const link = await page.getByLabel(`Invitation link for ${email}`).inputValue();
  expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]+$/);

  const context = await browser.newContext({ baseURL: APP_URL });
  try {
    const password = `pw-${randomUUID()}`;
    // Without the link, the profile's email is refused at sign-up.
    const refused = await context.request.post('/api/auth/sign-up/email', {
      data: { name: 'Noor Haddad', email, password },
      headers: SAME_ORIGIN,
    });
    expect(refused.status()).toBe(403);

    const invitee = await context.newPage();
    await invitee.goto(new URL(link).pathname);
    await expect(invitee.getByRole('heading', { name: 'Join Praxis' })).toBeVisible();
    await expect(invitee.getByLabel('First name')).toHaveValue('Noor');
    await expect(invitee.getByLabel('Email')).toHaveValue(email);
    await invitee.getByLabel('Password').fill(password);
    await invitee.getByRole('button', { name: 'Create account' }).click();
    await expect(invitee).toHaveURL(/\/home$/);
    expect((await fetchMe(context.request)).consultant?.id).toBe(consultantId);

    // The link works once.
    const again = await browser.newContext({ baseURL: APP_URL });
    const reused = await again.newPage();
    await reused.goto(new URL(link).pathname);
    await expect(reused.getByRole('alert')).toBeVisible();
    await again.close();
  } finally {
    await context.close();
  }
});

test('the skills inventory lists who holds a category’s products and exports every page as CSV (admin)', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await page.goto('/consultants?view=skills');
  await page.getByRole('tab', { name: 'Skills inventory' }).click();
  await page.getByLabel('Platform category').selectOption({ index: 1 });
  await page.getByLabel('Minimum rating').selectOption('1');
  const table = page.getByRole('table', { name: /^Consultants and their ratings per product/ });
  // A consultant's link: the loaded matrix, not the loading rows (which have no product columns yet).
  await expect(table.getByRole('link').first()).toBeVisible();
  const columns = (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim());
  expect(columns[0]).toBe('Consultant');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const text = await readFile(await (await download).path(), 'utf8');
  const [header, ...lines] = text.trim().split('\r\n');
  // The columns shown (the consultant's name and job title, then the products), every consultant of every page.
  expect(header).toBe(['Consultant', 'Job title', ...columns.slice(1)].join(','));
  const category = await page.getByLabel('Platform category').inputValue();
  const matrix = (await (
    await page.request.get(`/api/consultants/skills-matrix?category_id=${category}&min_rating=1&pageSize=1`)
  ).json()) as { total: number };
  expect(lines).toHaveLength(matrix.total);
});
