import type {
  PaginationQuery,
  Webhook,
  WebhookCreate,
  WebhookDelivery,
  WebhookDeliveryListQuery,
  WebhookListQuery,
  WebhookUpdate,
  WebhookWithSecret,
} from '@praxis/shared';
import { webhookCreateSchema } from '@praxis/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { webhooks } from '../../db/schema/webhooks.js';
import { AppError } from '../../lib/app-error.js';
import { audit, auditedCreate, type Actor } from '../../lib/audit.js';
import { offsetOf, pageFrom } from '../../lib/pagination.js';
import { lockById } from '../../lib/lock-row.js';
import { bumpAudited, deleteVersioned, lockForWrite, updateVersioned } from '../../lib/versioned-update.js';
import * as deliveries from './deliveries.queries.js';
import { newSecret } from './signing.js';
import { assertTargetAllowed } from './target-guard.js';
import * as queries from './webhooks.queries.js';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const toWebhook = (
  row: queries.WebhookRow,
  last?: { at: Date; status: deliveries.DeliveryRow['status'] } | undefined,
): Webhook => ({
  id: row.id,
  name: row.name,
  url: row.url,
  event_types: row.eventTypes as Webhook['event_types'],
  format: row.format,
  enabled: row.enabled,
  disabled_reason: row.disabledReason,
  consecutive_failures: row.consecutiveFailures,
  last_delivery_at: last ? iso(last.at) : null,
  last_delivery_status: last?.status ?? null,
  version: row.version,
  created_at: new Date(row.createdAt).toISOString(),
  updated_at: new Date(row.updatedAt).toISOString(),
});

const toDelivery = (row: Omit<deliveries.DeliveryRow, 'body'>): WebhookDelivery => ({
  id: Number(row.id),
  event_id: row.eventId,
  event_type: row.eventType as WebhookDelivery['event_type'],
  status: row.status,
  attempts: row.attempts,
  next_attempt_at: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
  last_attempt_at: iso(row.lastAttemptAt),
  response_status: row.responseStatus,
  response_body: row.responseBody,
  error: row.error,
  duration_ms: row.durationMs,
  created_at: new Date(row.createdAt).toISOString(),
});

/** Who writes, the version they read (If-Match) and whether private targets are allowed (WEBHOOK_ALLOW_PRIVATE). */
interface Write {
  actor: Actor;
  allowPrivate: boolean;
}
interface VersionedWrite extends Write {
  id: string;
  expectedVersion: number | undefined;
}

const WEBHOOK = { table: webhooks, entity: 'webhooks', label: 'Webhook' };

/** API field → column, for updates. */
const COLUMN = {
  name: 'name',
  url: 'url',
  event_types: 'eventTypes',
  format: 'format',
  enabled: 'enabled',
} as const satisfies Record<keyof WebhookUpdate, keyof typeof webhooks.$inferInsert>;

/** Endpoints as the API shows them, each with its newest delivery. */
async function withLastDelivery(db: DbOrTx, rows: queries.WebhookRow[]) {
  const last = await deliveries.lastDeliveries(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toWebhook(row, last.get(row.id)));
}

export async function listWebhooks(db: Db, { query }: { query: WebhookListQuery & PaginationQuery }) {
  const { limit, offset } = offsetOf(query);
  const { rows, total } = await queries.listWebhooks(db, query, limit, offset);
  return pageFrom(await withLastDelivery(db, rows), total, query);
}

/** Every endpoint matching the filter, page by page in the list's order (the CSV export). */
export const webhookRows =
  (db: Db, { filter }: { filter: WebhookListQuery }) =>
  async (limit: number, offset: number) =>
    withLastDelivery(db, (await queries.listWebhooks(db, filter, limit, offset)).rows);

async function findOr404(db: DbOrTx, id: string) {
  const row = await queries.findWebhook(db, id);
  if (!row) throw AppError.notFound('Webhook');
  return row;
}

export async function getWebhook(db: DbOrTx, { id }: { id: string }): Promise<Webhook> {
  const row = await findOr404(db, id);
  return toWebhook(row, (await deliveries.lastDeliveries(db, [id])).get(id));
}

async function assertNameFree(db: DbOrTx, name: string, exceptId?: string) {
  if (await queries.nameTaken(db, name, exceptId)) {
    throw AppError.conflict('A webhook with this name already exists.', { fields: { name: 'Name taken.' } });
  }
}

/** Registers an endpoint (its URL checked first, outside the transaction); the answer is the one showing the secret. */
export async function createWebhook(
  db: Db,
  { actor, input, allowPrivate }: Write & { input: WebhookCreate },
): Promise<WebhookWithSecret> {
  const parsed = webhookCreateSchema.parse(input);
  await assertTargetAllowed(parsed.url, allowPrivate);
  const secret = newSecret();
  const created = await db.transaction(async (tx) => {
    await assertNameFree(tx, parsed.name);
    const values = {
      name: parsed.name,
      url: parsed.url,
      eventTypes: parsed.event_types,
      format: parsed.format,
      secret,
    };
    return auditedCreate(tx, actor, WEBHOOK.entity, queries.insertWebhook(tx, values), (row) => toWebhook(row));
  });
  return { ...created, secret };
}

export async function updateWebhook(db: Db, options: VersionedWrite & { patch: WebhookUpdate }): Promise<Webhook> {
  const { id, patch, allowPrivate } = options;
  if (patch.url !== undefined) await assertTargetAllowed(patch.url, allowPrivate);
  return updateVersioned(db, {
    ...options,
    ...WEBHOOK,
    columns: COLUMN,
    onlyChanged: true,
    check: async (_, tx) => {
      if (patch.name !== undefined) await assertNameFree(tx, patch.name, id);
    },
    afterWrite: async (tx, _current, change) => {
      if (!('enabled' in change.after)) return;
      await queries.clearFailures(tx, id);
      // Switched on again: what waited while it was off goes now.
      if (patch.enabled) await deliveries.enqueueDelivery(tx, id);
    },
    read: (tx) => getWebhook(tx, { id }),
  });
}

/** A new signing secret, shown once in the answer; the old one stops signing at once (never written to the audit log). */
export async function rotateSecret(
  db: Db,
  { actor, id, expectedVersion }: Omit<VersionedWrite, 'allowPrivate'>,
): Promise<WebhookWithSecret> {
  const secret = newSecret();
  return db.transaction(async (tx) => {
    await lockForWrite(tx, { lock: (t) => lockById(t, webhooks, id), label: WEBHOOK.label, expectedVersion });
    await bumpAudited(tx, actor, webhooks, {
      entity: WEBHOOK.entity,
      id,
      values: { secret },
      after: { secret: 'rotated' },
    });
    return { ...(await getWebhook(tx, { id })), secret };
  });
}

/** Deleting an endpoint deletes its deliveries (ON DELETE CASCADE); the audit row keeps what it was. */
export async function deleteWebhook(db: Db, options: Omit<VersionedWrite, 'allowPrivate'>) {
  await deleteVersioned(db, { ...options, ...WEBHOOK, beforeImage: (row) => toWebhook(row) });
}

export async function listDeliveries(
  db: Db,
  { id, query }: { id: string; query: WebhookDeliveryListQuery & PaginationQuery },
) {
  await findOr404(db, id);
  const { limit, offset } = offsetOf(query);
  const { rows, total } = await deliveries.listDeliveries(db, id, query, limit, offset);
  return pageFrom(rows.map(toDelivery), total, query);
}

/** Sends a delivery's event again: a new delivery with the same event (same id and body), last in the endpoint's line. */
export async function redeliver(
  db: Db,
  { actor, id, deliveryId }: { actor: Actor; id: string; deliveryId: number },
): Promise<WebhookDelivery> {
  return db.transaction(async (tx) => {
    const endpoint = await findOr404(tx, id);
    const original = await deliveries.findDelivery(tx, id, deliveryId);
    if (!original) throw AppError.notFound('Delivery');
    if (!endpoint.enabled) throw AppError.conflict('This webhook is disabled. Enable it first, then redeliver.');
    const [row] = await deliveries.insertDeliveries(tx, [
      { webhookId: id, eventId: original.eventId, eventType: original.eventType, body: original.body },
    ]);
    if (!row) throw new Error('the delivery was not written');
    await deliveries.enqueueDelivery(tx, id);
    await audit(tx, actor, {
      entity: 'webhooks',
      entityId: id,
      action: 'update',
      after: { redelivered: deliveryId, delivery: row.id },
    });
    return toDelivery(row);
  });
}
