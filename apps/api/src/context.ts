import type { ApiTokenScope } from '@praxis/shared';
import type { Context, Next } from 'hono';
import type { Access } from './core/access.js';
import type { Database } from './db/client.js';
import type { Auth } from './auth/auth.js';
import type { OidcSetup } from './auth/oidc.js';
import type { Principal } from './auth/principal.js';
import type { SessionCache } from './auth/session-cache.js';
import type { JobQueue } from './jobs/queue.js';
import type { Env } from './lib/env.js';
import type { Logger } from './lib/logger.js';
import type { FeedCache } from './modules/calendar/feed-cache.js';
import type { Realtime } from './realtime/realtime.js';
import type { Storage } from './storage/storage.js';

/** Everything the app needs from the outside, built once in server.ts (or by a test). */
export interface AppDeps {
  env: Env;
  database: Database;
  auth: Auth;
  oidc: OidcSetup | null;
  logger: Logger;
  realtime: Realtime;
  /** The PostgreSQL job queue (jobs/queue.ts). */
  jobs: JobQueue;
  /** Sessions recently verified by better-auth, per process (auth/session-cache.ts). */
  sessionCache: SessionCache;
  /** Rendered calendar feeds, per process (modules/calendar/feed-cache.ts). */
  feedCache: FeedCache;
  /** Uploaded files: DATA_DIR/uploads or an S3-compatible bucket (storage/storage.ts). */
  storage: Storage;
  /** Where the built SPA lives; unset in tests that do not serve it. */
  webDist?: string | undefined;
  /** Set while this instance shuts down: /api/health/ready answers 503 so a load balancer stops sending traffic. */
  lifecycle: { draining: boolean };
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    log: Logger;
    /** Runs a route's access rule (middleware/access.ts), set by the request context for every request. */
    checkAccess: (rule: Access, c: Context<AppEnv>, next: Next) => Promise<void>;
    /** Set by requireAccess for signed-in routes. */
    principal: Principal;
    /** The same user before an admin's Employee view narrowed them (only the view switch needs it). */
    actualPrincipal: Principal;
    /** Set when the request authenticated with a personal API token (`Authorization: Bearer`) instead of a session. */
    apiToken?: { id: string; scope: ApiTokenScope };
  };
}
