import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './columns.js';

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;

/**
 * Every write, in the same transaction as the write (architecture rule 6). No foreign keys: the trail outlives
 * the rows and users it describes. An identity id keeps insertion order cheap to page through.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: uuid('actor_user_id'),
    /** Table name, e.g. "engagements". */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('audit_log_action_check', oneOf(t.action, AUDIT_ACTIONS)),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at.desc()),
    index('audit_log_actor_user_id_idx').on(t.actorUserId, t.at.desc()),
    index('audit_log_at_idx').on(t.at.desc()),
  ],
);
