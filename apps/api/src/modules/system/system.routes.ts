import { z } from '@hono/zod-openapi';
import { authConfigSchema } from '@praxis/shared';
import { signUpPolicyOf } from '../../lib/env.js';
import { access } from '../../middleware/access.js';
import { createRouter, defineRoute } from '../../lib/openapi.js';
import { jsonResponse } from '../../lib/route-helpers.js';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  uptimeS: z.number(),
});

const health = defineRoute({
  method: 'get',
  path: '/health',
  tags: ['system'],
  summary: 'Liveness and database reachability',
  access: access.public,
  responses: {
    200: jsonResponse(healthSchema, 'Serving, database up'),
    503: jsonResponse(healthSchema, 'Serving, database unreachable'),
  },
});

const authConfig = defineRoute({
  method: 'get',
  path: '/auth-config',
  tags: ['session'],
  summary: 'Which sign-in methods are available (OIDC provider, if any), who may sign up, and error reporting',
  access: access.public,
  responses: { 200: jsonResponse(authConfigSchema, 'Sign-in options') },
});

const HEALTH_TIMEOUT_MS = 2_000;

export const systemRouter = createRouter()
  .openapi(health, async (c) => {
    const database = c.get('deps').database;
    const up = await Promise.race([
      database.execute('select 1').then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS).unref()),
    ]);
    c.header('Cache-Control', 'no-store');
    const body = {
      status: up ? 'ok' : 'degraded',
      database: up ? 'up' : 'down',
      uptimeS: Math.round(process.uptime()),
    } as const;
    return up ? c.json(body, 200) : c.json(body, 503);
  })
  .openapi(authConfig, (c) => {
    const { oidc, env } = c.get('deps');
    return c.json(
      {
        oidc: oidc ? { id: oidc.id, label: oidc.label } : null,
        sentry: env.SENTRY_DSN ? { dsn: env.SENTRY_DSN } : null,
        signUp: signUpPolicyOf(env),
      },
      200,
    );
  });
