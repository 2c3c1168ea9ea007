import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_TOKEN_PREFIX, type ApiTokenScope } from '@praxis/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { apiTokens } from '../db/schema/api-tokens.js';
import { user } from '../db/schema/auth.js';

/** 32 random bytes (256 bits) in base64url after the prefix: guessing one is hopeless, throttled or not. */
export const API_TOKEN_PATTERN = new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);
/** How much of the secret the list shows to tell tokens apart: the prefix and four characters. */
const HINT_LENGTH = API_TOKEN_PREFIX.length + 4;
/** The last-used time is written at most this often per token, so a busy script does not write on every call. */
export const LAST_USED_PRECISION_MS = 60_000;

export const hashApiToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new secret, its hash (what is stored) and its hint (what the list shows). */
export function generateApiToken(): { token: string; hash: string; hint: string } {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashApiToken(token), hint: token.slice(0, HINT_LENGTH) };
}

const BEARER = /^Bearer +(\S+) *$/i;

/** The credential of an `Authorization: Bearer …` header, or undefined when the header is absent or another scheme. */
export function bearerTokenOf(header: string | null | undefined): string | undefined {
  return header ? (BEARER.exec(header.slice(0, 500))?.[1] ?? undefined) : undefined;
}

export interface LiveApiToken {
  id: string;
  scope: ApiTokenScope;
  expiresAt: Date;
  user: { id: string; email: string; name: string };
}

/**
 * The live token with this secret (not revoked, not expired), with its user; null otherwise. The row is found by
 * the hash's index, then the hashes are compared in constant time, so the answer's timing says nothing about how
 * close a guess came. Whether the user may still sign in (deactivation) is the principal's question.
 */
export async function findLiveApiToken(db: DbOrTx, token: string, now = new Date()): Promise<LiveApiToken | null> {
  if (!API_TOKEN_PATTERN.test(token)) return null;
  const hash = hashApiToken(token);
  const [row] = await db
    .select({
      id: apiTokens.id,
      scope: apiTokens.scope,
      expiresAt: apiTokens.expiresAt,
      tokenHash: apiTokens.tokenHash,
      user: { id: user.id, email: user.email, name: user.name },
    })
    .from(apiTokens)
    .innerJoin(user, eq(user.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, hash), isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, now)));
  if (!row || !timingSafeEqual(Buffer.from(row.tokenHash), Buffer.from(hash))) return null;
  return { id: row.id, scope: row.scope, expiresAt: row.expiresAt, user: row.user };
}

const lastWritten = new Map<string, number>();

/** Records that the token was used, at most once a minute per token and process (one small write, not one a call). */
export async function touchApiToken(db: DbOrTx, tokenId: string, now = Date.now()): Promise<void> {
  const last = lastWritten.get(tokenId);
  if (last !== undefined && now - last < LAST_USED_PRECISION_MS) return;
  if (lastWritten.size >= 10_000) lastWritten.clear();
  lastWritten.set(tokenId, now);
  await db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(apiTokens.id, tokenId));
}
