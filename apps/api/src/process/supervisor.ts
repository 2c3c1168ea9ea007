import cluster, { type Worker } from 'node:cluster';
import { prepareDatabase } from '../bootstrap.js';
import type { Env } from '../lib/env.js';
import type { Logger } from '../lib/logger.js';
import { serveClusterMetrics } from '../lib/metrics.js';

/** Marks the workers' environment, so that they skip the migration and seeding the supervisor already did. */
export const PREPARED_FLAG = 'PRAXIS_DATABASE_PREPARED';

/** A worker that dies this soon after starting counts as a crash loop: restarts then back off. */
const QUICK_EXIT_MS = 5_000;
const MAX_BACKOFF_MS = 10_000;

/**
 * The primary process of `npm start` with several workers (WEB_CONCURRENCY): it migrates and seeds the database
 * once, forks the workers (they share the port through node:cluster), restarts any worker that dies, and on
 * SIGTERM/SIGINT passes the signal on and waits for every worker to drain and exit.
 */
export async function runSupervisor(env: Env, logger: Logger, workers: number): Promise<void> {
  await prepareDatabase(env, logger);
  let stopping = false;
  let quickExits = 0;
  const startedAt = new Map<number, number>();

  const fork = () => {
    const worker = cluster.fork({ [PREPARED_FLAG]: '1' });
    startedAt.set(worker.id, Date.now());
  };
  cluster.on('exit', (worker: Worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) return;
    quickExits = lived < QUICK_EXIT_MS ? quickExits + 1 : 0;
    const delay = Math.min(MAX_BACKOFF_MS, quickExits * 1_000);
    logger.error({ pid: worker.process.pid, code, signal, restartInMs: delay }, 'a worker died: starting another');
    setTimeout(fork, delay).unref();
  });
  serveClusterMetrics();
  for (let index = 0; index < workers; index++) fork();
  logger.info({ workers, pid: process.pid }, 'supervisor started its workers');

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'supervisor: stopping the workers');
    const alive = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker));
    let remaining = alive.length;
    if (remaining === 0) process.exit(0);
    for (const worker of alive) {
      worker.once('exit', () => {
        remaining -= 1;
        if (remaining === 0) process.exit(0);
      });
      worker.process.kill(signal);
    }
    setTimeout(() => process.exit(0), env.SHUTDOWN_GRACE_MS + 5_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
