import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.js';
import type { Db } from '../db/client.js';
import { readFromReplica } from '../lib/replica-reads.js';

/** Present for as long as the replica may still lack what this browser wrote: its heavy reads go to the primary. */
export const WROTE_COOKIE = 'praxis_wrote';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Read-your-writes across instances: a successful write answers with a cookie that lives as long as the replica's
 * staleness bound, so whichever instance serves the next heavy read sends it to the primary. Only with a replica.
 */
export const readYourWrites = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const { database, env } = c.get('deps');
  if (!database.replica || SAFE_METHODS.has(c.req.method) || c.res.status >= 400) return;
  if (c.req.path.startsWith('/api/auth/')) return;
  setCookie(c, WROTE_COOKIE, '1', {
    path: '/api',
    httpOnly: true,
    sameSite: 'Lax',
    secure: env.APP_URL?.startsWith('https://') ?? false,
    maxAge: Math.ceil(env.DATABASE_REPLICA_MAX_LAG_MS / 1000) + 1,
  });
});

/** A heavy read-only query of this request, on the replica where that is safe (db/replica.ts). */
export function onReplica<T>(c: Context<AppEnv>, read: (db: Db) => Promise<T>): Promise<T> {
  const { database } = c.get('deps');
  return readFromReplica(database.db, database.replica, read, { pinned: getCookie(c, WROTE_COOKIE) !== undefined });
}
