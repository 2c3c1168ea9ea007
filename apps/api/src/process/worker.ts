import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from '../app.js';
import { bootstrap } from '../bootstrap.js';
import type { Env } from '../lib/env.js';
import type { Logger } from '../lib/logger.js';

export interface WorkerOptions {
  env: Env;
  logger: Logger;
  webDist: string;
  startedAt: number;
  /** A cluster worker: the supervisor has migrated and seeded the database already. */
  prepared: boolean;
}

/**
 * One API process: serves until SIGTERM/SIGINT, then shuts down gracefully — it stops accepting connections and
 * reports not-ready, ends its event streams (browsers reconnect elsewhere), lets in-flight requests finish within
 * SHUTDOWN_GRACE_MS, and only then stops the job runner and closes the database pool.
 */
export async function runWorker({ env, logger, webDist, startedAt, prepared }: WorkerOptions): Promise<void> {
  const { deps, close } = await bootstrap(env, { logger, webDist, prepared });
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info(
      {
        url: `http://${info.address === '127.0.0.1' ? 'localhost' : info.address}:${info.port}`,
        readyMs: Math.round(performance.now() - startedAt),
        pid: process.pid,
      },
      'Praxis is ready',
    );
  }) as Server;

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, pid: process.pid }, 'shutting down: draining in-flight requests');
    deps.lifecycle.draining = true;
    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    deps.realtime.closeStreams();
    const grace = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), env.SHUTDOWN_GRACE_MS));
    void Promise.race([drained, grace])
      .then((outcome) => {
        if (outcome === 'timeout') {
          logger.warn({ graceMs: env.SHUTDOWN_GRACE_MS }, 'shutdown: cutting the connections still open');
          server.closeAllConnections();
        }
        return close();
      })
      .catch((error: unknown) => logger.error({ err: error }, 'error while closing'))
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
