import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { apiTokens } from '../../db/schema/api-tokens.js';

type ApiTokenRow = typeof apiTokens.$inferSelect;

/** A user's tokens that were not revoked (expired ones too, so the user sees why a script stopped), newest first. */
export const selectTokensOf = (db: DbOrTx, userId: string) =>
  db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));

/** How many of a user's tokens still work (neither revoked nor expired). */
export async function countLiveTokensOf(db: DbOrTx, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, now)));
  return row?.n ?? 0;
}

export const insertToken = (db: DbOrTx, values: typeof apiTokens.$inferInsert) =>
  db.insert(apiTokens).values(values).returning();

/** Marks the user's token revoked; the row, or undefined when it is not theirs or already revoked. */
export async function markRevoked(db: DbOrTx, userId: string, id: string, now: Date): Promise<ApiTokenRow | undefined> {
  const [row] = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning();
  return row;
}
