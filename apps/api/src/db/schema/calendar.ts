import { sql } from 'drizzle-orm';
import { boolean, check, index, text, timestamp } from 'drizzle-orm/pg-core';
import { CALENDAR_EVENT_KINDS, CALENDAR_FEED_SCOPES, TIME_OFF_STATUSES } from '@praxis/shared';
import { ownerUserId, user } from './auth.js';
import { createdAt, oneOf, optionalRef, versionAndTimestamps } from './columns.js';
import { entityTable } from './tables.js';
import { indexesOn } from './constraints.js';
import { consultants } from './consultants.js';
import { engagements } from './engagements.js';

/**
 * Firm events, public holidays (per location; NULL location = everywhere) and time off (per consultant, with a
 * status). All-day events run from midnight UTC of the first day to midnight UTC after the last (exclusive end).
 */
export const calendarEvents = entityTable(
  'calendar_events',
  {
    kind: text('kind', { enum: CALENDAR_EVENT_KINDS }).notNull(),
    title: text('title').notNull(),
    description: text('description'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    allDay: boolean('all_day').notNull().default(false),
    location: text('location'),
    consultantId: optionalRef('consultant_id', () => consultants.id, { onDelete: 'cascade' }),
    status: text('status', { enum: TIME_OFF_STATUSES }),
    createdBy: optionalRef('created_by', () => user.id, { onDelete: 'set null' }),
    ...versionAndTimestamps(),
  },
  (t) => [
    check('calendar_events_kind_check', oneOf(t.kind, CALENDAR_EVENT_KINDS)),
    check('calendar_events_status_check', oneOf(t.status, TIME_OFF_STATUSES)),
    check('calendar_events_range_check', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'calendar_events_time_off_check',
      sql`(${t.kind} = 'time_off') = (${t.consultantId} is not null and ${t.status} is not null)`,
    ),
    index('calendar_events_range_idx').on(t.startsAt, t.endsAt),
    index('calendar_events_consultant_idx').on(t.consultantId, t.startsAt),
  ],
);

/** Private iCalendar feed URLs. Only a SHA-256 of the secret token is stored; revoking sets revoked_at. */
export const calendarFeeds = entityTable(
  'calendar_feeds',
  {
    userId: ownerUserId(),
    scope: text('scope', { enum: CALENDAR_FEED_SCOPES }).notNull(),
    engagementId: optionalRef('engagement_id', () => engagements.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('calendar_feeds_scope_check', oneOf(t.scope, CALENDAR_FEED_SCOPES)),
    check('calendar_feeds_engagement_check', sql`(${t.scope} = 'engagement') = (${t.engagementId} is not null)`),
    ...indexesOn('calendar_feeds', t.userId),
  ],
);
