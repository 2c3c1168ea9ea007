import { randomUUID } from 'node:crypto';
import { APP_URL, expect, fetchMe, test } from '../fixtures';
import { invitationLinkIn, mailTo } from './mailbox';

test('an admin e-mails an invitation and the invitee signs up from the e-mailed link', async ({
  page,
  signIn,
  browser,
}) => {
  await signIn('admin');
  const email = `invitee-${randomUUID().slice(0, 8)}@e2e.example`;
  const created = await page.request.post('/api/consultants', {
    data: { first_name: 'Imani', last_name: 'Okafor', email },
    headers: { origin: APP_URL },
  });
  expect(created.status()).toBe(201);
  const consultantId = ((await created.json()) as { id: string }).id;
  // A new profile's first link goes out with it (through the job queue, so it takes a moment).
  await expect.poll(async () => (await mailTo(email)).length, { timeout: 30_000 }).toBe(1);

  await page.goto(`/consultants/${consultantId}`);
  await page.getByRole('button', { name: 'New invitation link' }).click();
  await expect(page.getByText(`E-mailed to ${email}. It works once`)).toBeVisible();
  await expect.poll(async () => (await mailTo(email)).length, { timeout: 30_000 }).toBe(2);
  const [first, latest] = await mailTo(email);
  expect(latest?.subject).toBe('You are invited to Praxis');
  expect(latest?.text).toContain('Hello Imani');
  const link = invitationLinkIn(latest!);
  expect(link.startsWith(`${APP_URL}/invite/`)).toBe(true);
  // Only the newest link works: the first e-mail's is refused.
  const stale = await page.request.get(
    `/api/invitations/${new URL(invitationLinkIn(first!)).pathname.split('/').pop()}`,
  );
  expect(stale.status()).toBe(404);

  const context = await browser.newContext({ baseURL: APP_URL });
  try {
    const invitee = await context.newPage();
    await invitee.goto(link);
    await expect(invitee.getByRole('heading', { name: 'Join Praxis' })).toBeVisible();
    await expect(invitee.getByLabel('Email')).toHaveValue(email);
    await invitee.getByLabel('Password').fill(`pw-${randomUUID()}`);
    await invitee.getByRole('button', { name: 'Create account' }).click();
    await expect(invitee).toHaveURL(/\/home$/);
    const me = await fetchMe(context.request);
    expect(me.user.email).toBe(email);
    expect(me.consultant?.id).toBe(consultantId);
  } finally {
    await context.close();
  }
});
