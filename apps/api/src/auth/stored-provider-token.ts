import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { account } from '../db/schema/auth.js';

/**
 * Clears the stored provider access token of a user (sign-out, a calendar disconnected or a refresh that failed);
 * the refresh token stays, so a connected calendar gets a new access token at its next refresh.
 */
export async function clearStoredCalendarToken(db: DbOrTx, userId: string, providerId?: string): Promise<void> {
  await db
    .update(account)
    .set({ accessToken: null, accessTokenExpiresAt: null })
    .where(
      and(
        eq(account.userId, userId),
        providerId ? eq(account.providerId, providerId) : sql`${account.providerId} <> 'credential'`,
      ),
    );
}
