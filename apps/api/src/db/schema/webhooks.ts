import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_FORMATS } from '@praxis/shared';
import { createdAt, oneOf, requiredRef, versionAndTimestamps } from './columns.js';
import { entityTable } from './tables.js';

/**
 * A registered webhook endpoint. The signing secret is kept as is (each delivery is signed with it) and shown to
 * an admin only when it is made. `lease_until` marks the worker sending this endpoint's deliveries, one at a time
 * and in order, without holding a transaction open while the receiver answers.
 */
export const webhooks = entityTable(
  'webhooks',
  {
    name: text('name').notNull(),
    url: text('url').notNull(),
    eventTypes: text('event_types').array().notNull(),
    format: text('format', { enum: WEBHOOK_FORMATS }).notNull().default('json'),
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    ...versionAndTimestamps(),
  },
  (t) => [check('webhooks_format_check', oneOf(t.format, WEBHOOK_FORMATS))],
);

/** One event for one endpoint: the body is fixed when the event happens, so a redelivery sends the same bytes. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    webhookId: requiredRef('webhook_id', () => webhooks.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    error: text('error'),
    durationMs: integer('duration_ms'),
    createdAt: createdAt(),
  },
  (t) => [
    check('webhook_deliveries_status_check', oneOf(t.status, WEBHOOK_DELIVERY_STATUSES)),
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.id),
    index('webhook_deliveries_pending_idx')
      .on(t.webhookId, t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);
