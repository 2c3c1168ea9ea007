import { createHmac } from 'node:crypto';
import { addTime } from '@praxis/shared/dates';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql.js';
import { JobQueue } from '../../jobs/queue.js';
import { createLogger } from '../../lib/logger.js';
import { useDemoApp } from '../../test/demo-app.js';
import { startReceiver } from '../../test/webhook-receiver.js';
import { MAX_DELIVERY_ATTEMPTS, registerWebhookJobs, retryDelaySeconds } from './deliver.job.js';
import { emitWebhookEvent } from './emit.js';

const { t, cookies } = useDemoApp({ WEBHOOK_ALLOW_PRIVATE: '1' });
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

const db = () => t.deps.database.db;
/** A queue of webhook deliveries alone whose clock the test moves. */
function queueAt(now: Date) {
  const queue = new JobQueue({ db: db(), logger: createLogger('silent'), clock: () => now });
  registerWebhookJobs(queue, { allowPrivate: true, timeoutMs: 2_000 });
  return queue;
}
const later = (seconds: number) => addTime(new Date(), { seconds });

async function register(events: string[], extra: Record<string, unknown> = {}) {
  const response = await t.request('POST', '/api/webhooks', {
    cookie: cookies.admin,
    body: { name: `Hook ${Math.random().toString(36).slice(2, 8)}`, url: receiver.url, event_types: events, ...extra },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; secret: string; version: number };
}

const deliveriesOf = async (id: string) =>
  (await (await t.request('GET', `/api/webhooks/${id}/deliveries`, { cookie: cookies.admin })).json()).items as {
    id: number;
    status: string;
    attempts: number;
    response_status: number | null;
    response_body: string | null;
    error: string | null;
  }[];

const endpoint = async (id: string) =>
  (await t.request('GET', `/api/webhooks/${id}`, { cookie: cookies.admin })).json();

beforeEach(async () => {
  receiver.received.length = 0;
  receiver.answerWith(() => ({ status: 200, body: 'ok' }));
  // Each test starts with no endpoint switched on, so events of one test reach only its own receiver rows.
  await db().execute(sql`update webhooks set enabled = false`);
});

describe('webhook deliveries to a local receiver', () => {
  it('sends a work item created through the API, signed over timestamp.body with the endpoint secret', async () => {
    const hook = await register(['work_item.created']);
    const created = await t.request('POST', '/api/work-items', {
      cookie: cookies.employee,
      body: {
        name: 'Webhook line\r\nX-Injected: 1',
        problem_statement: 'Something',
        kind: 'internal',
        priority: 'low',
      },
    });
    expect(created.status).toBe(201);
    expect(await queueAt(new Date()).tick()).toBeGreaterThan(0);

    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    if (!request) throw new Error('nothing received');
    const timestamp = String(request.headers['x-praxis-timestamp']);
    const expected = createHmac('sha256', hook.secret).update(`${timestamp}.${request.body}`).digest('hex');
    expect(request.headers['x-praxis-signature']).toBe(`v1=${expected}`);
    expect(request.headers['x-praxis-event']).toBe('work_item.created');
    expect(request.headers['x-injected']).toBeUndefined();
    expect(request.headers['content-type']).toBe('application/json');
    const event = JSON.parse(request.body);
    expect(event).toMatchObject({ type: 'work_item.created', data: { name: 'Webhook line\r\nX-Injected: 1' } });

    const [delivery] = await deliveriesOf(hook.id);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 1, response_status: 200, response_body: 'ok' });
    expect((await endpoint(hook.id)).last_delivery_status).toBe('succeeded');
  });

  it('retries after a 500 with backoff and keeps later events behind the failed one (per-endpoint order)', async () => {
    const hook = await register(['consultant.created']);
    let fail = true;
    receiver.answerWith(() => (fail ? { status: 500, body: 'down' } : { status: 204 }));
    for (const name of ['first', 'second', 'third']) {
      await db().transaction((tx) => emitWebhookEvent(tx, 'consultant.created', { id: name, name }));
    }
    await queueAt(new Date()).tick();
    expect(receiver.received.map((r) => JSON.parse(r.body).data.name)).toEqual(['first']);
    let rows = await deliveriesOf(hook.id);
    expect(rows.map((row) => [row.status, row.attempts, row.response_status])).toEqual([
      ['pending', 0, null],
      ['pending', 0, null],
      ['pending', 1, 500],
    ]);

    // Before the backoff has passed nothing is sent again; once it has, all three go, in order.
    await queueAt(later(retryDelaySeconds(1) - 5)).tick();
    expect(receiver.received).toHaveLength(1);
    fail = false;
    await queueAt(later(retryDelaySeconds(1) + 1)).tick();
    expect(receiver.received.map((r) => JSON.parse(r.body).data.name)).toEqual(['first', 'first', 'second', 'third']);
    rows = await deliveriesOf(hook.id);
    expect(rows.map((row) => row.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    expect(rows[2]).toMatchObject({ attempts: 2, response_status: 204 });
    expect((await endpoint(hook.id)).consecutive_failures).toBe(0);
  });

  it('keeps at most 4 kB of an answer and does not follow a redirect', async () => {
    const hook = await register(['consultant.created']);
    receiver.answerWith(() => ({ status: 200, body: 'é'.repeat(5000) }));
    await db().transaction((tx) => emitWebhookEvent(tx, 'consultant.created', { id: 'big', name: 'Big' }));
    await queueAt(new Date()).tick();
    const [big] = await deliveriesOf(hook.id);
    expect(Buffer.byteLength(big?.response_body ?? '')).toBeLessThanOrEqual(4096);
    expect(big?.response_body?.length).toBeGreaterThan(2000);

    receiver.answerWith((request) =>
      request.headers['x-praxis-delivery']
        ? { status: 302, headers: { location: 'http://127.0.0.1:1/' } }
        : { status: 200 },
    );
    await db().transaction((tx) => emitWebhookEvent(tx, 'consultant.created', { id: 'moved', name: 'Moved' }));
    await queueAt(new Date()).tick();
    const [moved] = await deliveriesOf(hook.id);
    expect(moved).toMatchObject({ status: 'pending', response_status: 302, error: 'The receiver answered 302.' });
    expect(receiver.received).toHaveLength(2);
  });

  it('disables an endpoint after 10 failures in a row and tells the admins', async () => {
    const hook = await register(['consultant.created']);
    receiver.answerWith(() => ({ status: 503 }));
    for (let i = 0; i < 2; i++) {
      await db().transaction((tx) => emitWebhookEvent(tx, 'consultant.created', { id: `n${i}`, name: `n${i}` }));
    }
    // Each round moves past the last backoff; a delivery gives up after its last try and the next one goes.
    let at = new Date();
    for (let round = 0; round < 12; round++) {
      await queueAt(at).tick();
      at = addTime(at, { seconds: retryDelaySeconds(MAX_DELIVERY_ATTEMPTS) + 1 });
    }
    expect(receiver.received).toHaveLength(10);
    const rows = await deliveriesOf(hook.id);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['pending', 10 - MAX_DELIVERY_ATTEMPTS],
      ['failed', MAX_DELIVERY_ATTEMPTS],
    ]);
    const after = await endpoint(hook.id);
    expect(after).toMatchObject({ enabled: false, consecutive_failures: 10 });
    expect(after.disabled_reason).toMatch(/10 failed deliveries in a row/);
    const notices = await rowsOf<{ title: string }>(
      db(),
      sql`select n.title from notifications n join "user" u on u.id = n.recipient_user_id
          where u.email = 'admin@demo.local' and n.title like 'Webhook disabled:%'`,
    );
    expect(notices).toHaveLength(1);

    // Switched on again by an admin, the waiting delivery goes at once.
    receiver.answerWith(() => ({ status: 200 }));
    const enabled = await t.request('PATCH', `/api/webhooks/${hook.id}`, {
      cookie: cookies.admin,
      headers: { 'if-match': `"${after.version}"` },
      body: { enabled: true },
    });
    expect(enabled.status).toBe(200);
    expect(await enabled.json()).toMatchObject({ enabled: true, disabled_reason: null, consecutive_failures: 0 });
    await queueAt(at).tick();
    expect((await deliveriesOf(hook.id))[0]?.status).toBe('succeeded');
  });

  it('redelivers an event as a new delivery with the same event id', async () => {
    const hook = await register(['consultant.created']);
    await db().transaction((tx) => emitWebhookEvent(tx, 'consultant.created', { id: 'again', name: 'Again' }));
    await queueAt(new Date()).tick();
    const [first] = await deliveriesOf(hook.id);
    const again = await t.request('POST', `/api/webhooks/${hook.id}/deliveries/${first?.id}/redeliver`, {
      cookie: cookies.admin,
    });
    expect(again.status).toBe(201);
    await queueAt(new Date()).tick();
    expect(receiver.received).toHaveLength(2);
    const [a, b] = receiver.received.map((r) => JSON.parse(r.body).id);
    expect(a).toBe(b);
    expect(
      (await t.request('POST', `/api/webhooks/${hook.id}/deliveries/999999/redeliver`, { cookie: cookies.admin }))
        .status,
    ).toBe(404);
  });

  it('posts a readable { text } message for the Slack / Teams format, escaping what users wrote', async () => {
    await register(['work_item.moved'], { format: 'slack' });
    await db().transaction((tx) =>
      emitWebhookEvent(tx, 'work_item.moved', {
        id: 'x',
        name: 'Fix <!channel> & login',
        from: 'Requested',
        to: 'Done',
      }),
    );
    await queueAt(new Date()).tick();
    expect(JSON.parse(receiver.received[0]?.body ?? '{}')).toEqual({
      text: 'Work item moved: Fix &lt;!channel&gt; &amp; login (Requested → Done)',
    });
  });
});
