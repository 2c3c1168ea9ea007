import { index, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { engagements } from './engagements.js';

/**
 * A user's consent to let the server keep their provider calendar token fresh (the refresh token itself stays on
 * better-auth's `account` row). The background refresh picks rows whose `next_refresh_at` has passed; a failure
 * sets `failed_at` and `last_error`, which stops the refresh until the user connects again.
 */
export const calendarConnections = pgTable(
  'calendar_connections',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    nextRefreshAt: timestamp('next_refresh_at', { withTimezone: true }).notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [index('calendar_connections_due_idx').on(t.nextRefreshAt)],
);

/**
 * Provider events a user turned into hours: an event is logged once, and the engagement chosen for one occurrence of
 * a recurring event is the suggestion for the next.
 */
export const calendarEventUses = pgTable(
  'calendar_event_uses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    seriesId: text('series_id'),
    engagementId: uuid('engagement_id')
      .notNull()
      .references(() => engagements.id, { onDelete: 'cascade' }),
    entryDate: text('entry_date').notNull(),
    hours: numeric('hours', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.eventId] }),
    index('calendar_event_uses_series_idx').on(t.userId, t.seriesId, t.usedAt),
  ],
);
