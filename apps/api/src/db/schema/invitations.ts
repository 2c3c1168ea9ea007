import { sql } from 'drizzle-orm';
import { index, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, optionalRef, requiredRef } from './columns.js';
import { entityTable } from './tables.js';
import { user } from './auth.js';
import { consultants } from './consultants.js';

/**
 * A single-use link that lets a person claim a consultant profile an admin created (see the decision record on invitations). Only the
 * SHA-256 of the token is stored; the link itself is shown once, to the admin who made it.
 */
export const consultantInvitations = entityTable(
  'consultant_invitations',
  {
    consultantId: requiredRef('consultant_id', () => consultants.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: optionalRef('created_by', () => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the link was used to sign up (by usedBy) or replaced by a newer link. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: optionalRef('used_by', () => user.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('consultant_invitations_open_idx')
      .on(t.consultantId)
      .where(sql`${t.usedAt} is null and ${t.revokedAt} is null`),
  ],
);
