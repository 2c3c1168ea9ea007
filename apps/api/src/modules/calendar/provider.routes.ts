import { z } from '@hono/zod-openapi';
import {
  calendarConnectionSchema,
  calendarRangeQuerySchema,
  calendarTokenSchema,
  CALENDAR_TOKEN_MESSAGES,
  providerEventSchema,
} from '@praxis/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../../context.js';
import { access } from '../../middleware/access.js';
import { AppError } from '../../lib/app-error.js';
import { createRouter, defineRoute } from '../../lib/openapi.js';
import { errorResponses, jsonResponse } from '../../lib/route-helpers.js';
import { calendarProviderOf } from './provider-config.js';
import { providerEvents } from './provider-events.js';
import { refresherFor } from './provider-token.service.js';

const tags = ['calendar'];
const upstream = {
  502: { description: 'The provider refused or failed', content: { 'application/json': { schema: z.any() } } },
};

const status = defineRoute({
  method: 'get',
  path: '/calendar/provider',
  tags,
  summary: 'Whether a calendar provider is configured and your account is connected to it',
  access: access.signedIn,
  responses: { 200: jsonResponse(calendarConnectionSchema, 'The connection'), ...errorResponses },
});

const token = defineRoute({
  method: 'post',
  path: '/calendar/provider/token',
  tags,
  summary: 'A fresh provider access token (the server refreshes it with the refresh token it holds)',
  description:
    "404 'No valid token source available' when your account holds no refresh token; 502 'Token refresh failed: " +
    "{status}' when the provider refuses. Concurrent calls share one refresh.",
  access: access.signedIn,
  responses: { 200: jsonResponse(calendarTokenSchema, 'The access token'), ...errorResponses, ...upstream },
});

const events = defineRoute({
  method: 'get',
  path: '/calendar/provider/events',
  tags,
  summary: 'Your provider calendar between two dates, read with the access token in `X-Calendar-Token`',
  access: access.signedIn,
  request: {
    query: calendarRangeQuerySchema,
    headers: z.object({ 'x-calendar-token': z.string().min(1, 'Send the calendar access token.').max(8192) }),
  },
  responses: { 200: jsonResponse(z.array(providerEventSchema), 'Read-only events'), ...errorResponses, ...upstream },
});

const providerOf = (c: Context<AppEnv>) => calendarProviderOf(c.get('deps').env);

export const calendarProviderRouter = createRouter()
  .openapi(status, async (c) => {
    const provider = providerOf(c);
    if (!provider) return c.json({ available: false, provider: null, label: null, connected: false }, 200);
    const connected = await refresherFor(c.get('deps').database.db, provider).hasTokenSource(c.get('principal').userId);
    return c.json({ available: true, provider: provider.id, label: provider.label, connected }, 200);
  })
  .openapi(token, async (c) => {
    const provider = providerOf(c);
    if (!provider) throw new AppError('NOT_FOUND', CALENDAR_TOKEN_MESSAGES.noSource);
    const fresh = await refresherFor(c.get('deps').database.db, provider).refresh(c.get('principal').userId);
    c.header('Cache-Control', 'no-store');
    return c.json(fresh, 200);
  })
  .openapi(events, async (c) => {
    const provider = providerOf(c);
    if (!provider) return c.json([], 200);
    const { from, to } = c.req.valid('query');
    return c.json(await providerEvents(provider, c.req.valid('header')['x-calendar-token'], from, to), 200);
  });
