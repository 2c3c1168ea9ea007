import { WEBHOOK_MAX_CONSECUTIVE_FAILURES } from '@praxis/shared';
import { addTime } from '@praxis/shared/dates';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../jobs/queue.js';
import { systemActor } from '../../lib/audit.js';
import type { Logger } from '../../lib/logger.js';
import { notify } from '../notifications/notifications.service.js';
import * as queries from './deliveries.queries.js';
import { bodyFor } from './message.js';
import { send, succeeded, type SendResult } from './sender.js';
import { DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER, signatureOf, TIMESTAMP_HEADER } from './signing.js';

/** Tries of one delivery before it is given up (failed) and the next one goes. */
export const MAX_DELIVERY_ATTEMPTS = 8;

/** The wait after failed try `attempt`: 10 s, 40 s, 160 s … at most 6 hours (about 10 hours for all eight). */
export const retryDelaySeconds = (attempt: number) => Math.min(6 * 3600, 10 * 4 ** (attempt - 1));

/** How long one worker holds an endpoint: longer than one receiver may take, renewed before each delivery. */
const LEASE_SECONDS = 60;
/** Another worker holds the endpoint: look again after this long, in case it finished before seeing new rows. */
const BUSY_RETRY_SECONDS = 5;

export interface DeliverOptions {
  allowPrivate: boolean;
  now: Date;
  log: Logger;
  /** Tests give a receiver less than the 10 s. */
  timeoutMs?: number;
}

type Endpoint = NonNullable<Awaited<ReturnType<typeof queries.takeLease>>>;

async function attempt(endpoint: Endpoint, delivery: queries.DeliveryRow, options: DeliverOptions) {
  const body = bodyFor(endpoint.format, delivery.body);
  const timestamp = Math.floor(options.now.getTime() / 1000);
  return send({
    url: endpoint.url,
    body,
    allowPrivate: options.allowPrivate,
    timeoutMs: options.timeoutMs,
    headers: {
      [EVENT_HEADER]: delivery.eventType,
      [DELIVERY_HEADER]: String(delivery.id),
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: signatureOf(endpoint.secret, timestamp, body),
    },
  });
}

/** Disables an endpoint that failed too often in a row and tells every admin, once. */
async function disable(db: Db, endpoint: Endpoint) {
  const reason = `Disabled after ${WEBHOOK_MAX_CONSECUTIVE_FAILURES} failed deliveries in a row.`;
  await db.transaction(async (tx) => {
    await queries.disableEndpoint(tx, endpoint.id, reason);
    for (const userId of await queries.activeAdminUserIds(tx)) {
      await notify(tx, systemActor, {
        recipientUserId: userId,
        type: 'info',
        title: `Webhook disabled: ${endpoint.name}`.slice(0, 200),
        body: `${reason} Check the receiver, then enable it again under Admin → Webhooks.`,
        link: `/admin-webhooks?endpoint=${endpoint.id}`,
      });
    }
  });
}

/** Writes a try's outcome; answers whether the endpoint may go on with its next delivery. */
async function record(db: Db, endpoint: Endpoint, delivery: queries.DeliveryRow, result: SendResult, now: Date) {
  const attempts = delivery.attempts + 1;
  const ok = succeeded(result);
  const givenUp = !ok && attempts >= MAX_DELIVERY_ATTEMPTS;
  const retryAt = ok || givenUp ? null : addTime(now, { seconds: retryDelaySeconds(attempts) });
  await queries.updateDelivery(db, delivery.id, {
    status: ok ? 'succeeded' : givenUp ? 'failed' : 'pending',
    attempts,
    lastAttemptAt: now,
    nextAttemptAt: retryAt,
    responseStatus: result.status,
    responseBody: result.body,
    error: result.error ?? (ok ? null : `The receiver answered ${result.status}.`),
    durationMs: result.durationMs,
  });
  if (ok) {
    if (endpoint.consecutiveFailures > 0) await queries.resetFailures(db, endpoint.id);
    endpoint.consecutiveFailures = 0;
    return true;
  }
  endpoint.consecutiveFailures = await queries.countFailure(db, endpoint.id);
  if (endpoint.consecutiveFailures >= WEBHOOK_MAX_CONSECUTIVE_FAILURES) {
    await disable(db, endpoint);
    return false;
  }
  // Later events wait behind this one (per-endpoint order), so its retry is planned and the round ends.
  if (retryAt)
    await queries.enqueueDelivery(db, endpoint.id, retryAt, `${queries.DELIVER_JOB}:${delivery.id}:${attempts}`);
  return givenUp;
}

/**
 * Sends an endpoint's pending deliveries one by one, oldest first, while they succeed. A failure plans its own
 * retry and stops the round; a delivery given up after its last try lets the next one go. Another worker holding
 * the endpoint means this job looks again in a few seconds.
 */
export async function deliverPending(db: Db, webhookId: string, options: DeliverOptions): Promise<number> {
  const lease = () => addTime(options.now, { seconds: LEASE_SECONDS });
  const endpoint = await queries.takeLease(db, webhookId, options.now, lease());
  if (!endpoint) {
    const busyAgainAt = addTime(options.now, { seconds: BUSY_RETRY_SECONDS });
    if (await queries.isLeased(db, webhookId, options.now)) await queries.enqueueDelivery(db, webhookId, busyAgainAt);
    return 0;
  }
  let sent = 0;
  try {
    for (;;) {
      const delivery = await queries.oldestPending(db, webhookId);
      if (!delivery) break;
      if (delivery.nextAttemptAt && delivery.nextAttemptAt > options.now) {
        const key = `${queries.DELIVER_JOB}:${delivery.id}:${delivery.attempts}`;
        await queries.enqueueDelivery(db, webhookId, delivery.nextAttemptAt, key);
        break;
      }
      await queries.renewLease(db, webhookId, lease());
      const result = await attempt(endpoint, delivery, options);
      sent++;
      if (!(await record(db, endpoint, delivery, result, options.now))) break;
    }
  } finally {
    await queries.releaseLease(db, webhookId);
  }
  return sent;
}

export interface WebhookJobOptions {
  allowPrivate: boolean;
  timeoutMs?: number;
}

export function registerWebhookJobs(queue: JobQueue, options: WebhookJobOptions): void {
  queue.register(
    queries.DELIVER_JOB,
    async (payload, job) => {
      const webhookId = typeof payload.webhook_id === 'string' ? payload.webhook_id : '';
      if (webhookId) await deliverPending(job.db, webhookId, { ...options, now: job.now, log: job.log });
    },
    { maxAttempts: 3, backoffMs: () => 30_000 },
  );
}
