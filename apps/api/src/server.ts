import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv, workerCountOf } from './lib/env.js';
import { createLogger, routeConsoleToLogger } from './lib/logger.js';
import { PREPARED_FLAG, runSupervisor } from './process/supervisor.js';
import { runWorker } from './process/worker.js';

/**
 * The server's entry. With PostgreSQL it runs WEB_CONCURRENCY processes (default: one per core) under a
 * supervisor; with embedded PGlite, or WEB_CONCURRENCY=1, one process does everything.
 */
async function main() {
  const startedAt = performance.now();
  const env = parseEnv(process.env);
  const logger = createLogger(env.LOG_LEVEL);
  routeConsoleToLogger(logger);
  const here = path.dirname(fileURLToPath(import.meta.url));
  const webDist = env.WEB_DIST ?? path.resolve(here, '../../web/dist');
  const workers = workerCountOf(env, availableParallelism());
  if (cluster.isPrimary && workers > 1) return runSupervisor(env, logger, workers);
  const prepared = cluster.isWorker && process.env[PREPARED_FLAG] === '1';
  return runWorker({ env, logger, webDist, startedAt, prepared });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
