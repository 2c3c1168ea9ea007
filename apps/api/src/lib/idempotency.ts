import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/idempotency.js';
import { AppError } from './app-error.js';
import { PG, pgErrorOf } from './pg-errors.js';

const KEY = /^[A-Za-z0-9._:-]{8,128}$/;

export function parseIdempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (!KEY.test(header)) throw AppError.validation('Idempotency-Key must be 8–128 letters, digits or . _ : -');
  return header;
}

const hashOf = (body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');

/**
 * Runs `create` in a transaction once per (user, key). A retry with the same key and body returns the stored
 * result; the same key with another body or route is refused (422). Without a key it simply runs.
 */
export async function onceFor<T>(
  db: Db,
  options: { userId: string; key: string | undefined; scope: string; body: unknown },
  create: (tx: Tx) => Promise<T>,
): Promise<T> {
  const { userId, key, scope } = options;
  if (!key) return db.transaction(create);
  const requestHash = hashOf(options.body);
  const replay = async (): Promise<T | undefined> => {
    const [stored] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (!stored) return undefined;
    if (stored.scope !== scope || stored.requestHash !== requestHash) {
      throw AppError.validation('This Idempotency-Key was already used for a different request.');
    }
    return stored.response as T;
  };
  const earlier = await replay();
  if (earlier !== undefined) return earlier;
  try {
    return await db.transaction(async (tx) => {
      const result = await create(tx);
      await tx.insert(idempotencyKeys).values({ userId, key, scope, requestHash, response: result as object });
      return result;
    });
  } catch (error) {
    // Two copies of the same request raced: the loser's transaction rolled back; answer with the winner's result.
    if (pgErrorOf(error)?.code === PG.uniqueViolation) {
      const winner = await replay();
      if (winner !== undefined) return winner;
    }
    throw error;
  }
}
