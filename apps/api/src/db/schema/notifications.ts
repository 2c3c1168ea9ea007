import { sql } from 'drizzle-orm';
import { index, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, optionalRef, requiredRef } from './columns.js';
import { entityTable } from './tables.js';
import { indexesOn } from './constraints.js';
import { user } from './auth.js';
import { consultants } from './consultants.js';

/**
 * A notification is unread while read_at and deleted_at are both NULL (docs/product.md §4). A trigger (migration
 * 0001_functions) announces every insert/update on the `notifications` channel with the recipient's user id,
 * so each API instance can push the new unread count over SSE.
 */
export const notifications = entityTable(
  'notifications',
  {
    recipientUserId: requiredRef('recipient_user_id', () => user.id, { onDelete: 'cascade' }),
    recipientConsultantId: optionalRef('recipient_consultant_id', () => consultants.id, { onDelete: 'set null' }),
    type: text('type').notNull().default('info'),
    title: text('title').notNull(),
    body: text('body'),
    /** In-app path to open, e.g. /work-management/{id}. */
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_recipient_created_idx').on(t.recipientUserId, t.createdAt.desc()),
    index('notifications_unread_idx')
      .on(t.recipientUserId)
      .where(sql`${t.readAt} is null and ${t.deletedAt} is null`),
    ...indexesOn('notifications', t.recipientConsultantId),
  ],
);
