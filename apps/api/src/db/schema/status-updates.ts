import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import { STATUS_UPDATE_STATES, TEMPERATURES, type StatusRisk } from '@praxis/shared';
import { user } from './auth.js';
import { oneOf, optionalRef, requiredRef, versionAndTimestamps } from './columns.js';
import { entityTable } from './tables.js';
import { engagements } from './engagements.js';

/**
 * The weekly status update of an engagement (docs/product.md §11.9): a draft until sent; sending records sent_at and notifies
 * the internal recipients. Risks and recipients are small lists that live and die with their update (jsonb).
 */
export const statusUpdates = entityTable(
  'status_updates',
  {
    engagementId: requiredRef('engagement_id', () => engagements.id, { onDelete: 'cascade' }),
    authorUserId: optionalRef('author_user_id', () => user.id, { onDelete: 'set null' }),
    /** The Monday of the week the update reports on. */
    weekStart: date('week_start').notNull(),
    state: text('state', { enum: STATUS_UPDATE_STATES }).notNull().default('draft'),
    overallStatus: text('overall_status', { enum: TEMPERATURES }).notNull(),
    summary: text('summary').notNull().default(''),
    accomplishments: text('accomplishments').notNull().default(''),
    nextSteps: text('next_steps').notNull().default(''),
    risks: jsonb('risks').$type<StatusRisk[]>().notNull().default([]),
    recipientConsultantIds: jsonb('recipient_consultant_ids').$type<string[]>().notNull().default([]),
    recipientContactIds: jsonb('recipient_contact_ids').$type<string[]>().notNull().default([]),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...versionAndTimestamps(),
  },
  (t) => [
    check('status_updates_state_check', oneOf(t.state, STATUS_UPDATE_STATES)),
    check('status_updates_overall_status_check', oneOf(t.overallStatus, TEMPERATURES)),
    check('status_updates_sent_check', sql`(${t.state} = 'sent') = (${t.sentAt} is not null)`),
    index('status_updates_engagement_sent_idx').on(t.engagementId, t.sentAt.desc()),
    index('status_updates_week_idx').on(t.weekStart),
    index('status_updates_author_idx').on(t.authorUserId),
  ],
);
