import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { APP_URL, expect, test, seriousViolations } from '../fixtures';

test('refer a candidate, hire them, the new hire completes onboarding and is in the directory', async ({
  page,
  signIn,
  browser,
}) => {
  const last = `Hire${randomUUID().slice(0, 6)}`;
  const email = `rita.${last.toLowerCase()}@example.com`;
  await signIn('employee');
  await page.goto('/recruiting');
  await page.getByRole('button', { name: 'Refer someone for Senior Data Engineer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refer a candidate' });
  await dialog.getByLabel(/^First name/).fill('Rita');
  await dialog.getByLabel(/^Last name/).fill(last);
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByRole('button', { name: 'Send referral' }).click();
  await expect(dialog).toBeHidden();

  // Recruiting moves them to Hired: that starts the onboarding.
  await signIn('admin');
  const found = (await (await page.request.get(`/api/recruiting/candidates?q=${last}`)).json()) as {
    items: { id: string; version: number }[];
  };
  const candidate = found.items[0]!;
  const hired = await page.request.patch(`/api/recruiting/candidates/${candidate.id}`, {
    data: { stage: 'hired' },
    headers: { 'if-match': `"${candidate.version}"`, origin: APP_URL },
  });
  expect(hired.status()).toBe(200);
  await page.goto('/onboarding');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Rita ${last}` }) });
  await expect(card.getByText('Invitation pending')).toBeVisible();

  // Export CSV: every onboarding of the list, the new hire's with what their card shows.
  const shown = await page.getByRole('progressbar', { name: /^Progress of / }).count();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^onboardings-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...lines] = (await readFile(await file.path(), 'utf8')).trimEnd().split('\r\n');
  expect(header).toBe('Name,Email,Job title,Start date,Done,Tasks,Overdue,Account claimed');
  expect(lines).toHaveLength(shown);
  expect(lines.some((line) => line.startsWith(`Rita ${last},${email},`) && line.endsWith(',false'))).toBe(true);
  await card.getByRole('button', { name: `New invitation link for Rita ${last}` }).click();
  const link = (await card.getByRole('link', { name: /\/invite\// }).textContent()) ?? '';
  expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]+$/);

  // The new hire claims the account through the link and completes the onboarding form.
  const context = await browser.newContext({ baseURL: APP_URL });
  try {
    const hire = await context.newPage();
    await hire.goto(new URL(link).pathname);
    await expect(hire.getByRole('heading', { name: 'Join Praxis' })).toBeVisible();
    await hire.getByLabel('Password').fill(`pw-${randomUUID()}`);
    await hire.getByRole('button', { name: 'Create account' }).click();
    await expect(hire).toHaveURL(/\/home$/);
    await hire.goto('/onboarding');
    await expect(hire.getByRole('heading', { name: `Welcome, Rita ${last}` })).toBeVisible();
    await expect(hire.getByLabel('Location')).toBeVisible();
    expect(await seriousViolations(hire)).toEqual([]);
    await hire.getByLabel('Location').fill('Porto');
    await hire.getByLabel('A few words about you').fill('Data engineer who loves pipelines.');
    await hire.getByRole('button', { name: 'Save profile' }).click();
    await expect(hire.getByText('Profile saved')).toBeVisible();
    // Skills go on the profile from the onboarding form itself (the profile's own editors, embedded).
    const skillForm = hire.getByRole('form', { name: 'Add a skill' });
    await skillForm.getByLabel('Category').selectOption({ index: 1 });
    const category = (await skillForm.getByLabel('Category').locator('option:checked').textContent())?.trim() ?? '';
    await skillForm.getByRole('button', { name: 'Add skill' }).click();
    await expect(hire.getByRole('list', { name: 'Skills' }).getByText(category)).toBeVisible();
    const profileTask = hire.getByRole('checkbox', { name: /^Complete your profile/ });
    await profileTask.check();
    await expect(hire.getByText(/1 of 6 onboarding tasks are done/)).toBeVisible();

    // Colleagues find the new consultant in the directory.
    await hire.goto(`/consultants?q=${last}`);
    await expect(hire.getByRole('link', { name: new RegExp(`Rita ${last}`) }).first()).toBeVisible();
  } finally {
    await context.close();
  }
});

for (const width of [1280, 390]) {
  test(`/onboarding (admin) at ${width} px passes axe without page overflow`, async ({ page, signIn }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn('admin');
    await page.goto('/onboarding');
    await expect(page.getByRole('progressbar').first()).toBeVisible();
    await page.getByText('Checklist').first().click();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}
