import { z } from '@hono/zod-openapi';
import {
  calendarConnectionSchema,
  calendarRangeQuerySchema,
  calendarTokenSchema,
  CALENDAR_TOKEN_MESSAGES,
  providerEventSchema,
} from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { AppError } from '../../lib/app-error.js';
import { createRouter } from '../../lib/openapi.js';
import { scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorResponses, jsonResponse } from '../../lib/route-helpers.js';
import { calendarProviderOf } from './provider-config.js';
import { providerEvents } from './provider-events.js';
import { refresherFor } from './provider-token.service.js';

const route = routeGroup({ tags: ['calendar'], access: access.signedIn });
const upstream = {
  502: { description: 'The provider refused or failed', content: { 'application/json': { schema: z.any() } } },
};

const status = route.get('/calendar/provider', {
  summary: 'Whether a calendar provider is configured and your account is connected to it',
  responses: { 200: jsonResponse(calendarConnectionSchema, 'The connection'), ...errorResponses },
});

const token = route.post('/calendar/provider/token', {
  summary: 'A fresh provider access token (the server refreshes it with the refresh token it holds)',
  description:
    "404 'No valid token source available' when your account holds no refresh token; 502 'Token refresh failed: " +
    "{status}' when the provider refuses. Concurrent calls share one refresh.",
  responses: { 200: jsonResponse(calendarTokenSchema, 'The access token'), ...errorResponses, ...upstream },
});

const events = route.get('/calendar/provider/events', {
  summary: 'Your provider calendar between two dates, read with the access token in `X-Calendar-Token`',
  request: {
    query: calendarRangeQuerySchema,
    headers: z.object({ 'x-calendar-token': z.string().min(1, 'Send the calendar access token.').max(8192) }),
  },
  responses: { 200: jsonResponse(z.array(providerEventSchema), 'Read-only events'), ...errorResponses, ...upstream },
});

export const calendarProviderRouter = createRouter()
  .openapi(status, async (c) => {
    const { db, deps, principal } = scopeOf(c);
    const provider = calendarProviderOf(deps.env);
    if (!provider) return c.json({ available: false, provider: null, label: null, connected: false }, 200);
    const connected = await refresherFor(db, provider).hasTokenSource(principal.userId);
    return c.json({ available: true, provider: provider.id, label: provider.label, connected }, 200);
  })
  .openapi(token, async (c) => {
    const { db, deps, principal } = scopeOf(c);
    const provider = calendarProviderOf(deps.env);
    if (!provider) throw new AppError('NOT_FOUND', CALENDAR_TOKEN_MESSAGES.noSource);
    const fresh = await refresherFor(db, provider).refresh(principal.userId);
    c.header('Cache-Control', 'no-store');
    return c.json(fresh, 200);
  })
  .openapi(events, async (c) => {
    const provider = calendarProviderOf(scopeOf(c).deps.env);
    if (!provider) return c.json([], 200);
    const { from, to } = c.req.valid('query');
    return c.json(await providerEvents(provider, c.req.valid('header')['x-calendar-token'], from, to), 200);
  });
