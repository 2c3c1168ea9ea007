import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppDeps, AppEnv } from '../context.js';
import type { Db } from '../db/client.js';
import type { Principal } from '../core/principal.js';
import { AppError } from './app-error.js';
import type { Actor } from './audit.js';
import { etagOf, parseIfMatch } from './versioning.js';

/** What a route handler needs from the request, in one object (routes stay thin). */
export interface RequestScope {
  deps: AppDeps;
  db: Db;
  /** The signed-in user (set by the route's access rule); reading it on a public route is a 401. */
  readonly principal: Principal;
  /** Who writes, for audit rows. */
  readonly actor: Actor;
  /** The version sent in `If-Match` (undefined when absent or `*`); a malformed header is a 422. */
  readonly expectedVersion: number | undefined;
}

/** `const { db, principal, actor } = scopeOf(c)` — replaces `c.get('deps').database.db` and `actorOf(c)`. */
export function scopeOf(c: Context<AppEnv>): RequestScope {
  const deps = c.get('deps');
  const principal = (): Principal => {
    const found = c.get('principal') as Principal | undefined;
    if (!found) throw AppError.unauthenticated();
    return found;
  };
  return {
    deps,
    db: deps.database.db,
    get principal() {
      return principal();
    },
    get actor() {
      return { userId: principal().userId, requestId: c.get('requestId') };
    },
    get expectedVersion() {
      return parseIfMatch(c.req.header('if-match'));
    },
  };
}

/** Answer with a versioned record: its version goes out as the ETag the next write sends back in `If-Match`. */
export function respondVersioned<T extends { version: number }, S extends ContentfulStatusCode>(
  c: Context<AppEnv>,
  record: T,
  status: S,
) {
  c.header('ETag', etagOf(record.version));
  return c.json(record, status);
}
