import { z } from '@hono/zod-openapi';
import { authConfigSchema } from '@praxis/shared';
import { signUpPolicyOf } from '../../lib/env.js';
import { access } from '../../middleware/access.js';
import { createRouter } from '../../lib/openapi.js';
import { routeGroup } from '../../lib/route-group.js';
import { jsonResponse } from '../../lib/route-helpers.js';
import { isMailOn } from '../mail/mail.runtime.js';

/** Health probes and the sign-in options: public. */
const route = routeGroup({ tags: ['system'], access: access.public });
const session = routeGroup({ tags: ['session'], access: access.public });

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  uptimeS: z.number(),
});

const health = route.get('/health', {
  summary: 'Liveness and database reachability',
  responses: {
    200: jsonResponse(healthSchema, 'Serving, database up'),
    503: jsonResponse(healthSchema, 'Serving, database unreachable'),
  },
});

const liveSchema = z.object({ status: z.literal('ok'), pid: z.number().int(), uptimeS: z.number() });
/** No process id: anyone may call it, and a load balancer needs only the state. */
const readySchema = z.object({ status: z.enum(['ready', 'draining', 'database-down']) });

const live = route.get('/health/live', {
  summary: 'Liveness: the process serves requests (no database involved)',
  responses: { 200: jsonResponse(liveSchema, 'This process is alive') },
});

const ready = route.get('/health/ready', {
  summary: 'Readiness: the database answers on the probe connection and the instance is not shutting down',
  responses: {
    200: jsonResponse(readySchema, 'Send traffic here'),
    503: jsonResponse(readySchema, 'Shutting down, or the database does not answer'),
  },
});

const authConfig = session.get('/auth-config', {
  summary: 'Which sign-in methods are available (OIDC provider, if any), who may sign up, and error reporting',
  responses: { 200: jsonResponse(authConfigSchema, 'Sign-in options') },
});

const HEALTH_TIMEOUT_MS = 2_000;

export const systemRouter = createRouter()
  .openapi(health, async (c) => {
    const database = c.get('deps').database;
    const up = await database.ping(HEALTH_TIMEOUT_MS);
    c.header('Cache-Control', 'no-store');
    const body = {
      status: up ? 'ok' : 'degraded',
      database: up ? 'up' : 'down',
      uptimeS: Math.round(process.uptime()),
    } as const;
    return up ? c.json(body, 200) : c.json(body, 503);
  })
  .openapi(live, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' as const, pid: process.pid, uptimeS: Math.round(process.uptime()) }, 200);
  })
  .openapi(ready, async (c) => {
    const { database, lifecycle } = c.get('deps');
    c.header('Cache-Control', 'no-store');
    if (lifecycle.draining) return c.json({ status: 'draining' as const }, 503);
    const up = await database.ping(HEALTH_TIMEOUT_MS);
    return up ? c.json({ status: 'ready' as const }, 200) : c.json({ status: 'database-down' as const }, 503);
  })
  .openapi(authConfig, (c) => {
    const { oidc, env } = c.get('deps');
    return c.json(
      {
        oidc: oidc ? { id: oidc.id, label: oidc.label } : null,
        sentry: env.SENTRY_DSN ? { dsn: env.SENTRY_DSN } : null,
        signUp: signUpPolicyOf(env),
        passwordReset: isMailOn(env),
      },
      200,
    );
  });
