import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@praxis/shared';
import type { DbOrTx } from '../../db/client.js';
import type { WebhookEvent } from './message.js';
import { enqueueDelivery, insertDeliveries, subscribedEndpoints } from './deliveries.queries.js';

/**
 * Tells every enabled endpoint subscribed to `type` that it happened: one delivery row per endpoint and a job
 * for each, written in the caller's transaction, so an event is sent if and only if its change was committed.
 * `data` is the record's ids and the fields a receiver needs (a title or name, and `from`/`to` for a change).
 */
export async function emitWebhookEvent(tx: DbOrTx, type: WebhookEventType, data: Record<string, unknown>) {
  const endpoints = await subscribedEndpoints(tx, type);
  if (endpoints.length === 0) return;
  const event: WebhookEvent = { id: randomUUID(), type, created_at: new Date().toISOString(), data };
  const body = JSON.stringify(event);
  await insertDeliveries(
    tx,
    endpoints.map((webhookId) => ({ webhookId, eventId: event.id, eventType: type, body })),
  );
  for (const webhookId of endpoints) await enqueueDelivery(tx, webhookId);
}
