import { Hono, type Schema } from 'hono';
import { testClient } from 'hono/testing';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../context.js';
import { handleError } from '../middleware/error-handler.js';
import { requestContext } from '../middleware/request-context.js';
import type { TestApp } from './harness.js';

/**
 * A typed client for one module router (Hono's `testClient`): paths, params, query, bodies and the answers'
 * JSON are checked by the compiler, so a renamed route or field breaks the test at compile time. The router is
 * mounted under /api with the real request context and error handler, on the test app's database.
 */
export function typedClient<S extends Schema, B extends string>(
  t: TestApp,
  router: OpenAPIHono<AppEnv, S, B>,
  cookie: string,
) {
  const app = new Hono<AppEnv>().use(requestContext(t.deps)).route('/api', router);
  app.onError(handleError);
  return testClient(app, undefined, undefined, { headers: { cookie } });
}
