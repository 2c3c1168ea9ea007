import client from 'prom-client';
import type { Db } from '../db/client.js';
import type { ReadReplica } from '../db/replica.js';
import { AppError } from './app-error.js';
import { pgErrorOf } from './pg-errors.js';

const fallbacks = new client.Counter({
  name: 'praxis_db_replica_fallbacks_total',
  help: 'Heavy reads that ran on the primary instead of the replica, by reason (down, lagging, error)',
  labelNames: ['reason'] as const,
});

/** Connection-level failures (refused, reset, server shutting down, class 08): the replica itself is gone. */
function lostConnection(error: unknown): boolean {
  const pgError = pgErrorOf(error);
  if (pgError) return pgError.code.startsWith('08') || pgError.code.startsWith('57P');
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    if (current instanceof Error && /connect|terminat|ECONN|timeout/i.test(current.message)) return true;
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/**
 * Runs a read-only `read` on the replica when there is a usable one and the caller is not `pinned` to the
 * primary (it wrote within the staleness bound); on the primary otherwise. A read that fails on the replica runs
 * again on the primary (reads are safe to repeat); an error of the request itself (an AppError) is not retried.
 */
export async function readFromReplica<T>(
  primary: Db,
  replica: ReadReplica | undefined,
  read: (db: Db) => Promise<T>,
  { pinned = false }: { pinned?: boolean } = {},
): Promise<T> {
  if (!replica || pinned) return read(primary);
  const reason = replica.reasonForPrimary();
  if (reason) {
    fallbacks.inc({ reason });
    return read(primary);
  }
  try {
    return await read(replica.db);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (lostConnection(error)) replica.markDown();
    fallbacks.inc({ reason: 'error' });
    return read(primary);
  }
}
