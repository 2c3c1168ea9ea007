import { API_TOKEN_SCOPES } from '@praxis/shared';
import { check, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerUserId } from './auth.js';
import { createdAt, oneOf } from './columns.js';
import { indexesOn } from './constraints.js';
import { entityTable } from './tables.js';

/**
 * Personal API tokens (auth/api-tokens.ts). Only the SHA-256 of the secret is stored, so a database leak reveals no
 * usable token; `hint` keeps its first characters to tell tokens apart. Revoking sets revoked_at (the row stays for
 * the audit trail); a token also dies with its user (cascade) or when the user is deactivated.
 */
export const apiTokens = entityTable(
  'api_tokens',
  {
    userId: ownerUserId(),
    name: text('name').notNull(),
    scope: text('scope', { enum: API_TOKEN_SCOPES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    hint: text('hint').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [check('api_tokens_scope_check', oneOf(t.scope, API_TOKEN_SCOPES)), ...indexesOn('api_tokens', t.userId)],
);
