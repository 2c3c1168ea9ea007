import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import type { AppDeps, AppEnv } from '../context.js';
import { observeRequest } from '../lib/metrics.js';
import { checkAccess } from './access.js';
import { setResponseHeaders } from './response-headers.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** First in the chain: a request id (echoed in X-Request-Id), a child logger, and one access-log line. */
export const requestContext = (deps: AppDeps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const log = deps.logger.child({ requestId });
    c.set('deps', deps);
    c.set('checkAccess', checkAccess);
    c.set('requestId', requestId);
    c.set('log', log);
    const started = performance.now();
    await next();
    setResponseHeaders(c, { 'X-Request-Id': requestId });
    if (c.req.path.startsWith('/api/')) {
      const ms = performance.now() - started;
      // The route's pattern (/api/engagements/:id), never the path itself: one series per route, not per record.
      observeRequest(c.req.method, routePath(c), c.res.status, ms / 1000);
      log.debug({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(ms) }, 'request');
    }
  });
