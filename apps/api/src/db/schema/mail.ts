import { EMAIL_MODES, MAIL_STATUSES } from '@praxis/shared';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, optionalRef, requiredRef } from './columns.js';
import { entityTable } from './tables.js';
import { user } from './auth.js';
import { notifications } from './notifications.js';

/**
 * One row per e-mail (docs/mail.md). A `mail.send` job carries it; the row's status moves
 * queued → sending → sent with conditional updates, so however many workers or retries there are, a message is
 * handed to the SMTP server at most once. A row found still `sending` (its worker died after handing it over)
 * is marked failed for an admin to look at, never sent again by itself.
 */
export const mailOutbox = entityTable(
  'mail_outbox',
  {
    kind: text('kind').notNull(),
    recipientUserId: optionalRef('recipient_user_id', () => user.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    toName: text('to_name'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    unsubscribeUrl: text('unsubscribe_url'),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sendingAt: timestamp('sending_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('mail_outbox_status_check', oneOf(t.status, MAIL_STATUSES)),
    index('mail_outbox_status_created_idx').on(t.status, t.createdAt.desc()),
    index('mail_outbox_recipient_idx').on(t.recipientUserId),
  ],
);

/** A person's choice for one notification type; no row means the type's default. */
export const notificationEmailPreferences = pgTable(
  'notification_email_preferences',
  {
    userId: requiredRef('user_id', () => user.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    mode: text('mode', { enum: EMAIL_MODES }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.type] }),
    check('notification_email_preferences_mode_check', oneOf(t.mode, EMAIL_MODES)),
  ],
);

/** Notifications waiting for their recipient's next daily digest. */
export const mailDigestItems = pgTable(
  'mail_digest_items',
  {
    notificationId: requiredRef('notification_id', () => notifications.id, { onDelete: 'cascade' }).primaryKey(),
    userId: requiredRef('user_id', () => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('mail_digest_items_user_idx').on(t.userId, t.createdAt)],
);

/** One digest per person and local day, whichever instance or run gets there first. */
export const mailDigests = pgTable(
  'mail_digests',
  {
    userId: requiredRef('user_id', () => user.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
