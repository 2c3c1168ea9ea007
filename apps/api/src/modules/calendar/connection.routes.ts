import { z } from '@hono/zod-openapi';
import { calendarUserConnectionSchema } from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter } from '../../lib/openapi.js';
import { scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorResponses, jsonResponse } from '../../lib/route-helpers.js';
import { connect, connectionOf, disconnect } from './connection.service.js';
import { calendarProviderOf } from './provider-config.js';

/** Your own calendar connection: anyone signed in, on their own account only. */
const route = routeGroup({ tags: ['calendar'], access: access.signedIn });
const upstream = {
  502: { description: 'The provider refused the refresh', content: { 'application/json': { schema: z.any() } } },
};

const status = route.get('/calendar/connection', {
  summary: 'Your calendar connection: whether you can connect, are connected, and the last refresh or failure',
  responses: { 200: jsonResponse(calendarUserConnectionSchema, 'The connection'), ...errorResponses },
});

const connectRoute = route.post('/calendar/connection', {
  summary: 'Connect your calendar: the server refreshes its access token now and every 45 minutes',
  description:
    "404 'No valid token source available' when your account holds no provider refresh token (sign in or link " +
    "through the provider first); 502 'Token refresh failed: {status}' when the provider refuses.",
  responses: { 200: jsonResponse(calendarUserConnectionSchema, 'Connected'), ...errorResponses, ...upstream },
});

const disconnectRoute = route.delete('/calendar/connection', {
  summary: 'Disconnect your calendar: the background refresh stops and the stored access token is cleared',
  responses: { 200: jsonResponse(calendarUserConnectionSchema, 'Disconnected'), ...errorResponses },
});

export const calendarConnectionRouter = createRouter()
  .openapi(status, async (c) => {
    const { db, deps, principal } = scopeOf(c);
    return c.json(await connectionOf(db, calendarProviderOf(deps.env), principal.userId), 200);
  })
  .openapi(connectRoute, async (c) => {
    const { db, deps, principal } = scopeOf(c);
    return c.json(await connect(db, calendarProviderOf(deps.env), principal.userId), 200);
  })
  .openapi(disconnectRoute, async (c) => {
    const { db, deps, principal } = scopeOf(c);
    return c.json(await disconnect(db, calendarProviderOf(deps.env), principal.userId), 200);
  });
