import { hashPassword } from 'better-auth/crypto';
import { createAuth } from './auth/auth.js';
import { SessionCache } from './auth/session-cache.js';
import type { AppDeps } from './context.js';
import { openDatabase, type Database } from './db/client.js';
import { seedDemo } from './db/seed/index.js';
import { baseUrlOf, shouldSeedDemo, type Env } from './lib/env.js';
import type { Logger } from './lib/logger.js';
import { loadOrCreateSecret } from './lib/secret.js';
import { createRealtime } from './realtime/realtime.js';
import { JobQueue } from './jobs/queue.js';
import { registerCommandCenterJobs } from './modules/command-center/kpi.jobs.js';
import { isAnAdminsName } from './modules/consultants/display-name.js';
import { provisionConsultant } from './modules/consultants/provisioning.service.js';
import { findOpenInvitationById } from './modules/invitations/invitations.queries.js';
import { registerImportJobs } from './modules/imports/imports.service.js';
import { registerExportJobs } from './modules/exports/exports.service.js';
import { registerBackupJobs } from './backup/backup.jobs.js';
import { notify } from './modules/notifications/notifications.service.js';
import { registerTimesheetJobs } from './modules/timesheets/reminders.js';
import { registerMailJobs } from './modules/mail/mail.jobs.js';
import { configureMail, isMailOn, logMailMode } from './modules/mail/mail.runtime.js';
import { mailPasswordReset } from './modules/mail/password-reset-mail.js';
import { registerWebhookJobs } from './modules/webhooks/deliver.job.js';
import { registerCalendarJobs } from './modules/calendar/connection.jobs.js';
import { FeedCache, listenForFeedChanges } from './modules/calendar/feed-cache.js';
import { createStorage, type Storage } from './storage/storage.js';

export interface BootstrapOptions {
  logger: Logger;
  webDist?: string | undefined;
  /** Tests: an in-memory PGlite instead of DATA_DIR (ignored when DATABASE_URL is set). */
  inMemory?: boolean;
  /** Tests: an in-memory database starts from this snapshot (already migrated and seeded). */
  snapshot?: Blob | undefined;
  /** A cluster worker: the supervisor already migrated and seeded the database (prepareDatabase). */
  prepared?: boolean;
}

/** Migrates the database and seeds the demo firm where asked: once per start, by the process that owns it. */
export async function prepareDatabase(env: Env, logger: Logger): Promise<void> {
  // The workers read the generated secret; make it before they start.
  if (!env.BETTER_AUTH_SECRET) loadOrCreateSecret(env.DATA_DIR);
  logMailMode(env, logger);
  // The supervisor only migrates and seeds: no replica pool.
  const database = await openDatabaseFor({ ...env, DATABASE_REPLICA_URL: undefined }, { logger });
  try {
    await seedIfAsked(env, database, createStorage(env), logger);
  } finally {
    await database.close();
  }
}

async function openDatabaseFor(env: Env, options: BootstrapOptions) {
  const started = performance.now();
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATABASE_URL || options.inMemory ? undefined : env.DATA_DIR,
    poolMax: env.DATABASE_POOL_MAX,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    connectionTimeoutMs: env.DATABASE_CONNECTION_TIMEOUT_MS,
    snapshot: options.snapshot,
    migrate: !options.prepared,
    replicaUrl: env.DATABASE_REPLICA_URL,
    replicaMaxLagMs: env.DATABASE_REPLICA_MAX_LAG_MS,
  });
  options.logger.info(
    { kind: database.kind, ms: Math.round(performance.now() - started), migrated: !options.prepared },
    'database ready',
  );
  return database;
}

async function seedIfAsked(env: Env, database: Database, storage: Storage, logger: Logger) {
  if (!shouldSeedDemo(env)) return;
  const seedStarted = performance.now();
  const { seeded } = await seedDemo(database.db, {
    hashPassword,
    putFile: storage.put.bind(storage),
    appUrl: baseUrlOf(env),
  });
  if (seeded) logger.info({ ms: Math.round(performance.now() - seedStarted) }, 'demo firm seeded');
}

/** Opens the database (migrating it unless prepared), seeds the demo firm where asked, and wires auth and realtime. */
export async function bootstrap(
  env: Env,
  options: BootstrapOptions,
): Promise<{ deps: AppDeps; close: () => Promise<void> }> {
  const { logger } = options;
  const database = await openDatabaseFor(env, options);
  const storage = createStorage(env);
  if (!options.prepared) await seedIfAsked(env, database, storage, logger);

  const secret =
    env.BETTER_AUTH_SECRET ?? (options.inMemory ? 'test-secret-'.padEnd(40, 'x') : loadOrCreateSecret(env.DATA_DIR));
  const baseURL = baseUrlOf(env);
  const { auth, oidc } = createAuth({
    db: database.db,
    env,
    secret,
    baseURL,
    logger,
    accounts: {
      findOpenInvitation: findOpenInvitationById,
      provisionConsultant,
      isAnAdminsName,
      notify,
      sendPasswordReset: isMailOn(env) ? mailPasswordReset : undefined,
    },
  });
  const realtime = createRealtime(database, logger);
  const sessionCache = new SessionCache();
  // Sessions ended or access changed on any instance: forget the user's cached sessions here at once.
  realtime.onSessionChange((change) => sessionCache.forget(change));
  await realtime.start();
  const feedCache = new FeedCache();
  const stopFeedCache = await listenForFeedChanges(feedCache, database, realtime);
  const jobs = new JobQueue({ db: database.db, logger, pollMs: env.JOBS_POLL_MS });
  registerTimesheetJobs(jobs);
  registerCommandCenterJobs(jobs);
  registerImportJobs(jobs);
  registerExportJobs(jobs, storage);
  registerBackupJobs(jobs, database, env);
  registerMailJobs(jobs);
  if (!options.prepared) logMailMode(env, logger);
  const closeMail = configureMail(env, jobs);
  registerWebhookJobs(jobs, { allowPrivate: env.WEBHOOK_ALLOW_PRIVATE ?? false });
  registerCalendarJobs(jobs, env);
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
    feedCache,
    storage,
    webDist: options.webDist,
    lifecycle: { draining: false },
  };
  return {
    deps,
    close: async () => {
      await jobs.stop();
      closeMail();
      await stopFeedCache();
      await realtime.stop();
      await database.close();
    },
  };
}
