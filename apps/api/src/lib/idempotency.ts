import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/idempotency.js';
import { AppError } from './app-error.js';

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

class Replayed extends Error {}

/**
 * Runs `create` in a transaction once per (user, key). A retry with the same key and body returns the stored
 * result; the same key with another body or route is refused (422). Without a key it simply runs.
 *
 * The key is claimed by the insert itself (`on conflict do nothing returning`), in the transaction of the work: no
 * lookup before it. A retry therefore does the work again and rolls it back when its claim finds the key taken —
 * retries are rare, and a request racing its own copy waits on the winner's row lock and then answers with the
 * winner's result.
 */
export async function onceFor<T>(
  db: Db,
  options: { userId: string; key: string | undefined; scope: string; body: unknown },
  create: (tx: Tx) => Promise<T>,
): Promise<T> {
  const { userId, key, scope } = options;
  if (!key) return db.transaction(create);
  const requestHash = hashOf(options.body);
  try {
    return await db.transaction(async (tx) => {
      const result = await create(tx);
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ userId, key, scope, requestHash, response: result as object })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) throw new Replayed();
      return result;
    });
  } catch (error) {
    if (!(error instanceof Replayed)) throw error;
  }
  const [stored] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!stored) throw AppError.conflict('This request is being retried while its first copy is still running.');
  if (stored.scope !== scope || stored.requestHash !== requestHash) {
    throw AppError.validation('This Idempotency-Key was already used for a different request.');
  }
  return stored.response as T;
}
