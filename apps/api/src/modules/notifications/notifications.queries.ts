import { and, count, desc, eq, getTableColumns, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { notifications } from '../../db/schema/notifications.js';
import { totalOver, withTotal } from '../../lib/pagination.js';

const visible = (userId: string): SQL[] => [eq(notifications.recipientUserId, userId), isNull(notifications.deletedAt)];
/** Unread: read_at and deleted_at both empty (docs/product.md §4). Served by the partial index notifications_unread_idx. */
const unread = (userId: string): SQL[] => [...visible(userId), isNull(notifications.readAt)];

export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(...unread(userId)));
  return Number(row?.n ?? 0);
}

/** One page of the user's own notifications, newest first (the JSON list and the CSV export share it). */
export function selectForUser(db: DbOrTx, userId: string, onlyUnread: boolean, limit: number, offset: number) {
  return db
    .select({ ...getTableColumns(notifications), total: totalOver() })
    .from(notifications)
    .where(and(...(onlyUnread ? unread(userId) : visible(userId))))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
}

/** The page and its total in one statement. */
export function listForUser(db: DbOrTx, userId: string, onlyUnread: boolean, limit: number, offset: number) {
  return withTotal(selectForUser(db, userId, onlyUnread, limit, offset), offset, async () => {
    const [row] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(...(onlyUnread ? unread(userId) : visible(userId))));
    return Number(row?.n ?? 0);
  });
}

/** The caller's own notification, or nothing: another user's id is indistinguishable from a missing one. */
export async function findOwn(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), ...visible(userId)));
  return row;
}
