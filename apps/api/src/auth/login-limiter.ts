import { and, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { loginAttempts } from '../db/schema/access.js';

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILED_LOGINS = 10;

/**
 * Brute-force protection per account: after 10 failed sign-ins for one email within 15 minutes, further attempts
 * are refused with 429 until the window has moved on. Counters live in the database, so every API instance
 * shares them.
 */
export async function isLockedOut(
  db: Db,
  email: string,
  now = new Date(),
): Promise<{ locked: boolean; retryAfterS: number }> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const failures = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.succeeded, false), gte(loginAttempts.at, since)))
    .orderBy(loginAttempts.at)
    .limit(MAX_FAILED_LOGINS);
  if (failures.length < MAX_FAILED_LOGINS) return { locked: false, retryAfterS: 0 };
  const oldest = failures[0]?.at ?? now;
  return {
    locked: true,
    retryAfterS: Math.max(1, Math.ceil((oldest.getTime() + LOGIN_WINDOW_MS - now.getTime()) / 1000)),
  };
}

export async function recordLoginAttempt(db: Db, email: string, succeeded: boolean): Promise<void> {
  await db.insert(loginAttempts).values({ email, succeeded });
}

/** Old attempts are only needed for the window; prune now and then so the table stays small. */
export async function pruneLoginAttempts(db: Db, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.at, new Date(now.getTime() - 2 * LOGIN_WINDOW_MS)))
    .returning({ id: loginAttempts.id });
  return deleted.length;
}
