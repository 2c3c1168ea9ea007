import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { auditLog } from '../db/schema/audit.js';
import { idempotencyKeys } from '../db/schema/idempotency.js';
import { rowsOf } from '../db/sql.js';
import { AppError } from './app-error.js';
import { audit, type Actor, type AuditEntry } from './audit.js';

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

const jsonOrNull = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/**
 * Runs `create` in a transaction once per (user, key), with its audit row (`auditOf` the result). A retry with the
 * same key and body returns the stored result; the same key with another body or route is refused (422). Without a
 * key it simply runs.
 *
 * The key is claimed by its insert (`on conflict do nothing returning`), in the same statement as the audit row and
 * in the transaction of the work: no lookup before it. A retry therefore does the work again and rolls it back when
 * its claim finds the key taken — retries are rare, and a request racing its own copy waits on the winner's row lock
 * and then answers with the winner's result.
 */
export async function onceFor<T>(
  db: Db,
  options: {
    userId: string;
    key: string | undefined;
    scope: string;
    body: unknown;
    actor: Actor;
    auditOf: (result: T) => AuditEntry;
  },
  create: (tx: Tx) => Promise<T>,
): Promise<T> {
  const { userId, key, scope, actor, auditOf } = options;
  if (!key) {
    return db.transaction(async (tx) => {
      const result = await create(tx);
      await audit(tx, actor, auditOf(result));
      return result;
    });
  }
  const requestHash = hashOf(options.body);
  try {
    return await db.transaction(async (tx) => {
      const result = await create(tx);
      const entry = auditOf(result);
      const claimed = await rowsOf(
        tx,
        sql`with claimed as (
          insert into ${idempotencyKeys} (user_id, key, scope, request_hash, response)
          values (${userId}, ${key}, ${scope}, ${requestHash}, ${JSON.stringify(result)}::jsonb)
          on conflict do nothing returning 1)
        insert into ${auditLog} (actor_user_id, entity, entity_id, action, before, after, request_id)
        select ${actor.userId}::uuid, ${entry.entity}, ${entry.entityId}, ${entry.action},
          ${jsonOrNull(entry.before)}::jsonb, ${jsonOrNull(entry.after)}::jsonb, ${actor.requestId}
        where exists (select 1 from claimed)
        returning 1 as claimed`,
      );
      if (claimed.length === 0) throw new Replayed();
      return result;
    });
  } catch (error) {
    // A retry whose own checks fail after its first copy succeeded (say, its engagement deleted since) still answers
    // the first result; anything else is the error it is.
    const replayable = error instanceof Replayed || error instanceof AppError;
    const earlier = replayable ? await storedResult<T>(db, { userId, key, scope, requestHash }) : undefined;
    if (earlier !== undefined) return earlier;
    if (error instanceof Replayed) {
      throw AppError.conflict('This request is being retried while its first copy is still running.');
    }
    throw error;
  }
}

/** The stored result of a key, refused (422) when the key was used for another request. */
async function storedResult<T>(
  db: Db,
  { userId, key, scope, requestHash }: { userId: string; key: string; scope: string; requestHash: string },
): Promise<T | undefined> {
  const [stored] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!stored) return undefined;
  if (stored.scope !== scope || stored.requestHash !== requestHash) {
    throw AppError.validation('This Idempotency-Key was already used for a different request.');
  }
  return stored.response as T;
}
