import { hashPassword } from 'better-auth/crypto';
import { createAuth } from './auth/auth.js';
import { SessionCache } from './auth/session-cache.js';
import type { AppDeps } from './context.js';
import { openDatabase } from './db/client.js';
import { seedDemo } from './db/seed/index.js';
import { baseUrlOf, shouldSeedDemo, type Env } from './lib/env.js';
import type { Logger } from './lib/logger.js';
import { loadOrCreateSecret } from './lib/secret.js';
import { createRealtime } from './realtime/realtime.js';
import { JobQueue } from './jobs/queue.js';
import { registerTimesheetJobs } from './modules/timesheets/reminders.js';
import { createStorage } from './storage/storage.js';

export interface BootstrapOptions {
  logger: Logger;
  webDist?: string | undefined;
  /** Tests: an in-memory PGlite instead of DATA_DIR (ignored when DATABASE_URL is set). */
  inMemory?: boolean;
  /** Tests: an in-memory database starts from this snapshot (already migrated and seeded). */
  snapshot?: Blob | undefined;
}

/** Opens the database (migrating it), seeds the demo firm where asked, and wires auth and realtime. */
export async function bootstrap(
  env: Env,
  options: BootstrapOptions,
): Promise<{ deps: AppDeps; close: () => Promise<void> }> {
  const { logger } = options;
  const started = performance.now();
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATABASE_URL || options.inMemory ? undefined : env.DATA_DIR,
    poolMax: env.DATABASE_POOL_MAX,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    connectionTimeoutMs: env.DATABASE_CONNECTION_TIMEOUT_MS,
    snapshot: options.snapshot,
  });
  logger.info(
    { kind: database.kind, ms: Math.round(performance.now() - started) },
    'database ready (migrations applied)',
  );

  const storage = createStorage(env);
  if (shouldSeedDemo(env)) {
    const seedStarted = performance.now();
    const { seeded } = await seedDemo(database.db, { hashPassword, putFile: storage.put.bind(storage) });
    if (seeded) logger.info({ ms: Math.round(performance.now() - seedStarted) }, 'demo firm seeded');
  }

  const secret =
    env.BETTER_AUTH_SECRET ?? (options.inMemory ? 'test-secret-'.padEnd(40, 'x') : loadOrCreateSecret(env.DATA_DIR));
  const baseURL = baseUrlOf(env);
  const { auth, oidc } = createAuth({
    db: database.db,
    env,
    secret,
    baseURL,
    logger,
  });
  const realtime = createRealtime(database, logger);
  const sessionCache = new SessionCache();
  // Sessions ended or access changed on any instance: forget the user's cached sessions here at once.
  realtime.onSessionChange((change) => sessionCache.forget(change));
  await realtime.start();
  const jobs = new JobQueue({ db: database.db, logger, pollMs: env.JOBS_POLL_MS });
  registerTimesheetJobs(jobs);
  // Tests drive the queue by hand (tick); a server with JOBS_POLL_MS=0 leaves the work to other instances.
  if (!options.inMemory && env.JOBS_POLL_MS > 0) jobs.start();

  const deps: AppDeps = {
    env,
    database,
    auth,
    oidc,
    logger,
    realtime,
    jobs,
    sessionCache,
    storage,
    webDist: options.webDist,
  };
  return {
    deps,
    close: async () => {
      await jobs.stop();
      await realtime.stop();
      await database.close();
    },
  };
}
