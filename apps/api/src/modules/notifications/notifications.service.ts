import type { Notification } from '@praxis/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { consultants } from '../../db/schema/consultants.js';
import { notifications } from '../../db/schema/notifications.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type Actor } from '../../lib/audit.js';
import { insertRow } from '../../lib/insert-row.js';
import { offsetOf, pageFrom } from '../../lib/pagination.js';
import * as queries from './notifications.queries.js';
import { mailNotification } from '../mail/notification-mail.js';

type Row = typeof notifications.$inferSelect;

export const toNotification = (row: Row): Notification => ({
  id: row.id,
  type: row.type,
  title: row.title,
  body: row.body,
  link: row.link,
  read_at: row.readAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

export const unreadCount = (db: Db, userId: string) => queries.countUnread(db, userId);

interface Own {
  actor: Actor;
  userId: string;
}

export async function listNotifications(
  db: Db,
  { userId, onlyUnread, page }: { userId: string; onlyUnread: boolean; page: { page: number; pageSize: number } },
) {
  const { limit, offset } = offsetOf(page);
  const { rows, total } = await queries.listForUser(db, userId, onlyUnread, limit, offset);
  return pageFrom(rows.map(toNotification), total, page);
}

/** The caller's own notifications only (the same SQL filter as the list), page by page (the CSV export). */
export const notificationRows =
  (db: Db, { userId, onlyUnread }: { userId: string; onlyUnread: boolean }) =>
  async (limit: number, offset: number) =>
    (await queries.selectForUser(db, userId, onlyUnread, limit, offset)).map(toNotification);

export async function markRead(db: Db, { actor, userId, id }: Own & { id: string }): Promise<Notification> {
  return db.transaction(async (tx) => {
    const row = await queries.findOwn(tx, userId, id);
    if (!row) throw AppError.notFound('Notification');
    if (row.readAt) return toNotification(row);
    const [updated] = await tx
      .update(notifications)
      .set({ readAt: new Date() })
      .where(eq(notifications.id, id))
      .returning();
    await audit(tx, actor, {
      entity: 'notifications',
      entityId: id,
      action: 'update',
      before: { read_at: null },
      after: { read_at: updated?.readAt },
    });
    return toNotification(updated ?? row);
  });
}

export async function markAllRead(db: Db, { actor, userId }: Own): Promise<number> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(notifications)
      .set({ readAt: new Date() })
      .where(
        and(eq(notifications.recipientUserId, userId), isNull(notifications.readAt), isNull(notifications.deletedAt)),
      )
      .returning({ id: notifications.id });
    if (updated.length) {
      await audit(tx, actor, {
        entity: 'notifications',
        entityId: userId,
        action: 'update',
        after: { marked_read: updated.length },
      });
    }
    return updated.length;
  });
}

/** Delete sets deleted_at (docs/product.md §3); the row stays for the audit trail. */
export async function softDelete(db: Db, { actor, userId, id }: Own & { id: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await queries.findOwn(tx, userId, id);
    if (!row) throw AppError.notFound('Notification');
    await tx.update(notifications).set({ deletedAt: new Date() }).where(eq(notifications.id, id));
    await audit(tx, actor, { entity: 'notifications', entityId: id, action: 'delete', before: toNotification(row) });
  });
}

export interface NewNotification {
  recipientUserId: string;
  type?: string;
  title: string;
  body?: string | null;
  link?: string | null;
}

/** Other modules notify through this, inside their own transaction; the database trigger announces it live. */
export async function notify(tx: DbOrTx, actor: Actor, input: NewNotification): Promise<Notification> {
  const [consultant] = await tx
    .select({ id: consultants.id })
    .from(consultants)
    .where(eq(consultants.userId, input.recipientUserId));
  const row = await insertRow(tx, notifications, {
    recipientUserId: input.recipientUserId,
    recipientConsultantId: consultant?.id ?? null,
    type: input.type ?? 'info',
    title: input.title,
    body: input.body ?? null,
    link: input.link ?? null,
  });
  const notification = toNotification(row);
  await audit(tx, actor, { entity: 'notifications', entityId: row.id, action: 'create', after: notification });
  await mailNotification(tx, input.recipientUserId, notification);
  return notification;
}

export async function createNotification(
  db: Db,
  { actor, input }: { actor: Actor; input: NewNotification },
): Promise<Notification> {
  return db.transaction((tx) => notify(tx, actor, input));
}
