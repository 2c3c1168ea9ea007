import { and, asc, desc, eq, getTableColumns, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { WebhookDeliveryListQuery } from '@praxis/shared';
import type { DbOrTx } from '../../db/client.js';
import { webhookDeliveries, webhooks } from '../../db/schema/webhooks.js';
import { rowsOf } from '../../db/sql.js';
import { enqueueJob } from '../../jobs/queue.js';
import { countRows, totalOver, withTotal } from '../../lib/pagination.js';

export const DELIVER_JOB = 'webhooks.deliver';

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** The enabled endpoints that want `type`. */
export async function subscribedEndpoints(db: DbOrTx, type: string): Promise<string[]> {
  const rows = await db
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(and(eq(webhooks.enabled, true), sql`${type} = any(${webhooks.eventTypes})`));
  return rows.map((row) => row.id);
}

export function insertDeliveries(db: DbOrTx, rows: (typeof webhookDeliveries.$inferInsert)[]) {
  return db.insert(webhookDeliveries).values(rows).returning();
}

/**
 * A job that sends the endpoint's pending deliveries (in the caller's transaction). `key` makes a planned retry
 * one job however often it is planned.
 */
export async function enqueueDelivery(db: DbOrTx, webhookId: string, runAt = new Date(), key?: string) {
  await enqueueJob(db, DELIVER_JOB, { webhook_id: webhookId }, { runAt, maxAttempts: 3, singletonKey: key });
}

/**
 * Takes the endpoint for one worker until `until` (its deliveries go one at a time, in order); null when it is
 * disabled, gone, or another worker holds it.
 */
export async function takeLease(db: DbOrTx, webhookId: string, now: Date, until: Date) {
  const [row] = await db
    .update(webhooks)
    .set({ leaseUntil: until })
    .where(
      and(
        eq(webhooks.id, webhookId),
        eq(webhooks.enabled, true),
        or(isNull(webhooks.leaseUntil), lt(webhooks.leaseUntil, now)),
      ),
    )
    .returning();
  return row ?? null;
}

/** Whether an enabled endpoint is held by a worker right now. */
export async function isLeased(db: DbOrTx, webhookId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(and(eq(webhooks.id, webhookId), eq(webhooks.enabled, true), gt(webhooks.leaseUntil, now)));
  return !!row;
}

export async function renewLease(db: DbOrTx, webhookId: string, until: Date) {
  await db.update(webhooks).set({ leaseUntil: until }).where(eq(webhooks.id, webhookId));
}

export async function releaseLease(db: DbOrTx, webhookId: string) {
  await db.update(webhooks).set({ leaseUntil: null }).where(eq(webhooks.id, webhookId));
}

/** The endpoint's oldest pending delivery: the one that must go before any other. */
export async function oldestPending(db: DbOrTx, webhookId: string): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.status, 'pending')))
    .orderBy(asc(webhookDeliveries.id))
    .limit(1);
  return row;
}

export async function updateDelivery(db: DbOrTx, id: number, values: Partial<typeof webhookDeliveries.$inferInsert>) {
  await db.update(webhookDeliveries).set(values).where(eq(webhookDeliveries.id, id));
}

/** Counts a failed attempt on the endpoint; answers the failures in a row. */
export async function countFailure(db: DbOrTx, webhookId: string): Promise<number> {
  const [row] = await db
    .update(webhooks)
    .set({ consecutiveFailures: sql`${webhooks.consecutiveFailures} + 1` })
    .where(eq(webhooks.id, webhookId))
    .returning({ failures: webhooks.consecutiveFailures });
  return row?.failures ?? 0;
}

export async function resetFailures(db: DbOrTx, webhookId: string) {
  await db.update(webhooks).set({ consecutiveFailures: 0 }).where(eq(webhooks.id, webhookId));
}

/** Switches an endpoint off with the reason admins read (a new version: an open edit form is now stale). */
export async function disableEndpoint(db: DbOrTx, webhookId: string, reason: string) {
  await db
    .update(webhooks)
    .set({ enabled: false, disabledReason: reason, version: sql`${webhooks.version} + 1`, updatedAt: new Date() })
    .where(eq(webhooks.id, webhookId));
}

/** Active users holding admin, as primary role or as an active additional role: who hears of a disabled endpoint. */
export async function activeAdminUserIds(db: DbOrTx): Promise<string[]> {
  const rows = await rowsOf<{ user_id: string }>(
    db,
    sql`select distinct r.user_id from get_user_roles_bulk(array(select id from "user" where deactivated_at is null)) r
        where r.primary_role = 'admin' or 'admin' = any(r.additional_roles)`,
  );
  return rows.map((row) => row.user_id);
}

const deliveriesWhere = (webhookId: string, filter: WebhookDeliveryListQuery) =>
  and(
    eq(webhookDeliveries.webhookId, webhookId),
    filter.status ? eq(webhookDeliveries.status, filter.status) : undefined,
  );

/** Every column but the body (the list shows the answer, not what was sent). */
const { body: _body, ...deliveryColumns } = getTableColumns(webhookDeliveries);

/** An endpoint's deliveries, newest first. */
function selectDeliveries(
  db: DbOrTx,
  webhookId: string,
  filter: WebhookDeliveryListQuery,
  limit: number,
  offset: number,
) {
  return db
    .select({ ...deliveryColumns, total: totalOver() })
    .from(webhookDeliveries)
    .where(deliveriesWhere(webhookId, filter))
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit)
    .offset(offset);
}

export async function findDelivery(db: DbOrTx, webhookId: string, id: number): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.id, id)));
  return row;
}

/** Each endpoint's newest delivery (for the list's "last delivery" column). */
export async function lastDeliveries(db: DbOrTx, webhookIds: string[]) {
  if (webhookIds.length === 0) return new Map<string, { at: Date; status: DeliveryRow['status'] }>();
  const rows = await db
    .selectDistinctOn([webhookDeliveries.webhookId], {
      webhookId: webhookDeliveries.webhookId,
      at: webhookDeliveries.createdAt,
      status: webhookDeliveries.status,
    })
    .from(webhookDeliveries)
    .where(sql`${webhookDeliveries.webhookId} in ${webhookIds}`)
    .orderBy(webhookDeliveries.webhookId, desc(webhookDeliveries.id));
  return new Map(rows.map((row) => [row.webhookId, { at: row.at, status: row.status }]));
}

/** A page of an endpoint's deliveries and their total. */
export function listDeliveries(
  db: DbOrTx,
  webhookId: string,
  filter: WebhookDeliveryListQuery,
  limit: number,
  offset: number,
) {
  return withTotal(selectDeliveries(db, webhookId, filter, limit, offset), offset, () =>
    countRows(db, webhookDeliveries, deliveriesWhere(webhookId, filter)),
  );
}
