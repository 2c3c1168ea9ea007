import { z } from '@hono/zod-openapi';
import { apiTokenInputSchema, apiTokenSchema, createdApiTokenSchema } from '@praxis/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../../context.js';
import { access } from '../../middleware/access.js';
import { AppError } from '../../lib/app-error.js';
import { createRouter } from '../../lib/openapi.js';
import { scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorsOf, jsonResponse } from '../../lib/route-helpers.js';
import { created, deleteById, uuidParams } from '../../lib/route-shapes.js';
import * as tokens from './api-tokens.service.js';

/** One's own tokens, for every signed-in user: a token carries no more than its user's rights. */
const route = routeGroup({ tags: ['api-tokens'], access: access.signedIn });

const list = route.get('/me/tokens', {
  summary: 'Your personal API tokens (never their secrets): name, scope, created, expires, last used',
  responses: { 200: jsonResponse(z.array(apiTokenSchema), 'Your tokens, newest first'), ...errorsOf(401, 403) },
});

const create = route.post('/me/tokens', {
  summary: 'Create a personal API token; its secret is in this answer only',
  ...created(
    apiTokenInputSchema,
    jsonResponse(createdApiTokenSchema, 'The token with its secret, shown once'),
    errorsOf(401, 403, 422),
  ),
});

const revoke = route.delete('/me/tokens/{id}', {
  summary: 'Revoke one of your API tokens: it stops working at once',
  ...deleteById(uuidParams('API token'), 'Revoked', errorsOf(401, 403, 404, 422)),
});

/**
 * Tokens are managed from a signed-in session only: a leaked token must not be able to mint longer-lived ones or
 * hide itself by revoking the others.
 */
function requireSession(c: Context<AppEnv>): void {
  if (c.get('apiToken')) throw AppError.forbidden('Manage API tokens from My Profile, signed in to Praxis.');
}

export const apiTokensRouter = createRouter()
  .openapi(list, async (c) => {
    requireSession(c);
    const { db, principal } = scopeOf(c);
    return c.json(await tokens.listTokens(db, { userId: principal.userId }), 200);
  })
  .openapi(create, async (c) => {
    requireSession(c);
    const { db, actor, principal } = scopeOf(c);
    const input = c.req.valid('json');
    return c.json(await tokens.createToken(db, { actor, userId: principal.userId, input }), 201);
  })
  .openapi(revoke, async (c) => {
    requireSession(c);
    const { db, actor, principal, deps } = scopeOf(c);
    await tokens.revokeToken(db, { actor, userId: principal.userId, id: c.req.valid('param').id });
    // This instance forgets at once; the others on the sessions channel.
    deps.sessionCache.forget({ user_id: principal.userId });
    return c.body(null, 204);
  });
