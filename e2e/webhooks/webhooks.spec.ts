import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { APP_URL, expect, openUserMenu, test, seriousViolations } from '../fixtures';

/** A receiver on 127.0.0.1 (the app runs with WEBHOOK_ALLOW_PRIVATE=1) that records what it is sent. */
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
let receiver: Server;
let receiverUrl = '';
test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('thanks from the e2e receiver');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
test.afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

test('an admin registers an endpoint and sees a signed delivery after an event', async ({ page, signIn }) => {
  test.setTimeout(90_000);
  await signIn('admin');
  const name = `E2E Hook ${randomUUID().slice(0, 8)}`;

  await page.goto('/home');
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Webhooks' }).click();
  await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
  await page.getByRole('button', { name: 'New Webhook' }).click();
  const create = page.getByRole('dialog', { name: 'New Webhook' });
  await create.getByLabel(/^Name/).fill(name);
  await create.getByLabel(/^URL/).fill(receiverUrl);
  await create.getByLabel('Work item created').check();
  await create.getByRole('button', { name: 'Create webhook' }).click();

  const secretDialog = page.getByRole('dialog', { name: `Signing secret of ${name}` });
  const secret = (await secretDialog.getByTestId('webhook-secret').textContent()) ?? '';
  expect(secret).toMatch(/^whsec_/);
  await secretDialog.getByRole('button', { name: 'Done' }).click();

  const itemName = `Webhook e2e item ${randomUUID().slice(0, 8)}`;
  const created = await page.request.post('/api/work-items', {
    data: { name: itemName, problem_statement: 'Sent to the receiver', kind: 'internal', priority: 'low' },
    headers: { origin: APP_URL },
  });
  expect(created.status()).toBe(201);

  await page.goto(`/admin-webhooks?q=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `Deliveries of ${name}` }).click();
  const delivery = page.getByTestId('webhook-delivery').first();
  // The job worker polls every 5 s and the panel looks again every 10 s.
  await expect(delivery.getByText('Delivered')).toBeVisible({ timeout: 45_000 });
  await delivery.getByText('HTTP 200').click();
  await expect(delivery.getByText('thanks from the e2e receiver')).toBeVisible();

  const sent = received.find((request) => request.body.includes(itemName));
  expect(sent).toBeDefined();
  const timestamp = String(sent?.headers['x-praxis-timestamp']);
  const signature = createHmac('sha256', secret).update(`${timestamp}.${sent?.body}`).digest('hex');
  expect(sent?.headers['x-praxis-signature']).toBe(`v1=${signature}`);

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete webhook' }).click();
  await expect(page.getByText('No webhooks match this search')).toBeVisible();
});

test('an employee has no webhooks screen', async ({ page, signIn }) => {
  await signIn('employee');
  await page.goto('/home');
  await openUserMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Webhooks' })).toHaveCount(0);
  await page.goto('/admin-webhooks');
  await expect(page.getByRole('button', { name: 'New Webhook' })).toHaveCount(0);
});

for (const width of [1280, 390]) {
  test(`/admin-webhooks at ${width} px has no serious or critical accessibility issue`, async ({ page, signIn }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn('admin');
    await page.goto('/admin-webhooks');
    await page.getByRole('button', { name: 'Deliveries of Ops channel (Slack)' }).click();
    await expect(page.getByTestId('webhook-delivery').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'New Webhook' }).click();
    await expect(page.getByRole('dialog', { name: 'New Webhook' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
