import { request } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { APP_URL, demoAccounts, expect, fetchMe, test, seriousViolations } from '../fixtures';

/** GET /api/me from a client with no cookie at all: only the token speaks for it. */
async function meWithToken(token: string) {
  const client = await request.newContext({ baseURL: APP_URL });
  try {
    const response = await client.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status(), body: response.ok() ? await response.json() : null };
  } finally {
    await client.dispose();
  }
}

test('a user creates a token in My Profile, a script reads /api/me with it, and it stops working once revoked', async ({
  page,
  signIn,
}) => {
  await signIn('pm');
  const me = await fetchMe(page.request);
  await page.goto(`/consultants/${me.consultant?.id}`);
  await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();

  const name = `Weekly report ${randomUUID().slice(0, 6)}`;
  await page.getByRole('button', { name: 'Create token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an API token' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create token' }).click();

  // Shown once: read it from the box, as a user copies it.
  const secret = await page.getByRole('textbox', { name: 'Your new API token' }).inputValue();
  expect(secret).toMatch(/^praxis_pat_/);
  const read = await meWithToken(secret);
  expect(read.status).toBe(200);
  expect(read.body.user.email).toBe(demoAccounts.pm.email);

  await page.getByRole('button', { name: 'I have copied it' }).click();
  await expect(page.getByRole('textbox', { name: 'Your new API token' })).toHaveCount(0);
  const list = page.getByRole('list', { name: 'Your API tokens' });
  await expect(list.getByRole('listitem').filter({ hasText: name })).toBeVisible();

  await list.getByRole('button', { name: `Revoke ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke token' }).click();
  await expect(page.getByText('Token revoked')).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  expect((await meWithToken(secret)).status).toBe(401);
});

for (const width of [1280, 390]) {
  test(`My Profile's e-mail preferences and API tokens at ${width} px pass axe`, async ({ page, signIn }) => {
    await signIn('employee');
    await page.setViewportSize({ width, height: 900 });
    const me = await fetchMe(page.request);
    await page.goto(`/consultants/${me.consultant?.id}`);
    await expect(page.getByRole('list', { name: 'E-mail for each kind of notification' })).toBeVisible();
    const tokens = page.getByRole('list', { name: 'Your API tokens' });
    await expect(tokens).toBeVisible();
    await tokens.scrollIntoViewIfNeeded();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
