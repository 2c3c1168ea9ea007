import type { WebhookListQuery } from '@praxis/shared';
import { and, asc, desc, eq, getTableColumns, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { webhooks } from '../../db/schema/webhooks.js';
import { likePattern } from '../../lib/like.js';
import { countRows, totalOver, withTotal } from '../../lib/pagination.js';

/** An endpoint as the queries read it. */
export type WebhookRow = typeof webhooks.$inferSelect;

export async function findWebhook(db: DbOrTx, id: string): Promise<WebhookRow | undefined> {
  const [row] = await db.select().from(webhooks).where(eq(webhooks.id, id));
  return row;
}

/** Whether another endpoint has this name, whatever its case. */
export async function nameTaken(db: DbOrTx, name: string, exceptId?: string): Promise<boolean> {
  const [clash] = await db
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(and(sql`lower(${webhooks.name}) = lower(${name})`, exceptId ? ne(webhooks.id, exceptId) : undefined));
  return !!clash;
}

export function insertWebhook(db: DbOrTx, values: typeof webhooks.$inferInsert) {
  return db.insert(webhooks).values(values).returning();
}

/** After an admin switches an endpoint on or off, Praxis's own reason and failure count start again. */
export async function clearFailures(db: DbOrTx, id: string) {
  await db.update(webhooks).set({ disabledReason: null, consecutiveFailures: 0 }).where(eq(webhooks.id, id));
}

function whereOf(filter: WebhookListQuery): SQL | undefined {
  return filter.q ? ilike(webhooks.name, likePattern(filter.q)) : undefined;
}

const SORT_COLUMNS = {
  name: sql`lower(${webhooks.name})`,
  created_at: webhooks.createdAt,
} as const;

/** One page of endpoints in the list's order, each row carrying the total. */
function selectWebhooks(db: DbOrTx, filter: WebhookListQuery, limit: number, offset: number) {
  const direction = filter.order === 'desc' ? desc : asc;
  return db
    .select({ ...getTableColumns(webhooks), total: totalOver() })
    .from(webhooks)
    .where(whereOf(filter))
    .orderBy(direction(SORT_COLUMNS[filter.sort]), asc(webhooks.id))
    .limit(limit)
    .offset(offset);
}

export function listWebhooks(db: DbOrTx, filter: WebhookListQuery, limit: number, offset: number) {
  return withTotal(selectWebhooks(db, filter, limit, offset), offset, () => countRows(db, webhooks, whereOf(filter)));
}
