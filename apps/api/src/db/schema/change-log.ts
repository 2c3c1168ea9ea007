import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { CHANGE_LOG_CATEGORIES } from '@praxis/shared';
import { ownerUserId, user } from './auth.js';
import { oneOf, optionalRef, versionAndTimestamps } from './columns.js';
import { entityTable } from './tables.js';

/** docs/product.md §3 change_log. A NULL published_at is a draft; a future one is scheduled. */
export const changeLogEntries = entityTable(
  'change_log',
  {
    releaseVersion: text('release_version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    category: text('category', { enum: CHANGE_LOG_CATEGORIES }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    authorId: optionalRef('author_id', () => user.id, { onDelete: 'set null' }),
    ...versionAndTimestamps(),
  },
  (t) => [
    check('change_log_category_check', oneOf(t.category, CHANGE_LOG_CATEGORIES)),
    index('change_log_published_at_idx')
      .on(t.publishedAt.desc())
      .where(sql`${t.publishedAt} is not null`),
  ],
);

/** When each user last opened /change-log: the "what's new" badge counts entries published since. */
export const changeLogSeen = pgTable('change_log_seen', {
  userId: ownerUserId().primaryKey(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
});
