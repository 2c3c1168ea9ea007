import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import { bootstrap } from './bootstrap.js';
import { parseEnv } from './lib/env.js';
import { createLogger, routeConsoleToLogger } from './lib/logger.js';

async function main() {
  const startedAt = performance.now();
  const env = parseEnv(process.env);
  const logger = createLogger(env.LOG_LEVEL);
  routeConsoleToLogger(logger);
  const here = path.dirname(fileURLToPath(import.meta.url));
  const webDist = env.WEB_DIST ?? path.resolve(here, '../../web/dist');
  const { deps, close } = await bootstrap(env, { logger, webDist });
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info(
      {
        url: `http://${info.address === '127.0.0.1' ? 'localhost' : info.address}:${info.port}`,
        readyMs: Math.round(performance.now() - startedAt),
      },
      'Praxis is ready',
    );
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    server.close(() => {
      close()
        .catch((error: unknown) => logger.error({ err: error }, 'error while closing'))
        .finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
