import { API_TOKENS_PER_USER_MAX, type ApiToken, type ApiTokenInput, type CreatedApiToken } from '@praxis/shared';
import { addTime } from '@praxis/shared/dates';
import { sql } from 'drizzle-orm';
import { generateApiToken } from '../../auth/api-tokens.js';
import type { Db } from '../../db/client.js';
import type { apiTokens } from '../../db/schema/api-tokens.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type Actor } from '../../lib/audit.js';
import { announceSessionChange } from '../../realtime/realtime.js';
import { countLiveTokensOf, insertToken, markRevoked, selectTokensOf } from './api-tokens.queries.js';

const toApiToken = (row: typeof apiTokens.$inferSelect): ApiToken => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  hint: row.hint,
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

export async function listTokens(db: Db, options: { userId: string }): Promise<ApiToken[]> {
  return (await selectTokensOf(db, options.userId)).map(toApiToken);
}

/**
 * A new token for the user. The secret is in this answer only: the database keeps its SHA-256. The audit row holds
 * the record without the secret. Creations of one user are serialised (a lock on their account row), so parallel
 * requests cannot pass the per-user limit together.
 */
export async function createToken(
  db: Db,
  options: { actor: Actor; userId: string; input: ApiTokenInput; now?: Date },
): Promise<CreatedApiToken> {
  const now = options.now ?? new Date();
  const { token, hash, hint } = generateApiToken();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from "user" where id = ${options.userId} for update`);
    if ((await countLiveTokensOf(tx, options.userId, now)) >= API_TOKENS_PER_USER_MAX) {
      throw AppError.validation(
        `You already have ${API_TOKENS_PER_USER_MAX} working API tokens; revoke one you no longer use first.`,
      );
    }
    const [row] = await insertToken(tx, {
      userId: options.userId,
      name: options.input.name,
      scope: options.input.scope,
      tokenHash: hash,
      hint,
      expiresAt: addTime(now, { days: options.input.expires_in_days }),
      createdAt: now,
    });
    if (!row) throw new Error('insert returned no row');
    const created = toApiToken(row);
    await audit(tx, options.actor, { entity: 'api_tokens', entityId: row.id, action: 'create', after: created });
    return { ...created, token };
  });
}

/**
 * Revoking is immediate on every instance: the user's cached sessions and tokens are dropped through the sessions
 * channel. Another user's token, or one already revoked, is a 404.
 */
export async function revokeToken(db: Db, options: { actor: Actor; userId: string; id: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await markRevoked(tx, options.userId, options.id, new Date());
    if (!row) throw AppError.notFound('API token');
    await audit(tx, options.actor, {
      entity: 'api_tokens',
      entityId: row.id,
      action: 'delete',
      before: toApiToken(row),
      after: { revoked: true },
    });
    await announceSessionChange(tx, { user_id: options.userId });
  });
}
