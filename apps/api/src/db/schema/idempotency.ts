import { jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/**
 * Create endpoints accept an Idempotency-Key. The key is stored in the same transaction as the row it created,
 * so a client that retries after a lost response (a restart, a timeout) gets the first result, never a duplicate.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    /** The route the key was used on; the same key on another route is refused. */
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
