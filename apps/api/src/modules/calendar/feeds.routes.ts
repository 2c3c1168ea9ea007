import { z } from '@hono/zod-openapi';
import { calendarFeedInputSchema, calendarFeedSchema } from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { AppError } from '../../lib/app-error.js';
import { baseUrlOf } from '../../lib/env.js';
import { createRouter, defineRoute } from '../../lib/openapi.js';
import { actorOf, errorResponses, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import * as feeds from './feeds.service.js';
import { renderFeed } from './ics.js';

const tags = ['calendar'];

const list = defineRoute({
  method: 'get',
  path: '/calendar/feeds',
  tags,
  summary: 'Your active calendar feeds (the secret URLs are shown only when created)',
  access: access.signedIn,
  responses: { 200: jsonResponse(z.array(calendarFeedSchema), 'The feeds'), ...errorResponses },
});

const create = defineRoute({
  method: 'post',
  path: '/calendar/feeds',
  tags,
  summary: 'Create a private iCalendar feed URL for yourself or for an engagement',
  access: access.signedIn,
  request: { body: jsonBody(calendarFeedInputSchema) },
  responses: { 201: jsonResponse(calendarFeedSchema, 'The feed with its secret URL'), ...errorResponses },
});

const revoke = defineRoute({
  method: 'delete',
  path: '/calendar/feeds/{id}',
  tags,
  summary: 'Revoke a feed: its URL stops working at once',
  access: access.signedIn,
  request: { params: z.object({ id: z.uuid({ error: 'Not a valid feed id.' }) }) },
  responses: { 204: { description: 'Revoked' }, ...errorResponses },
});

const ics = defineRoute({
  method: 'get',
  path: '/calendar/ics/{token}',
  tags,
  summary: 'An iCalendar feed (RFC 5545); the secret token in the URL is the credential',
  access: access.public,
  request: { params: z.object({ token: z.string().max(100) }) },
  responses: {
    200: { description: 'The calendar', content: { 'text/calendar': { schema: z.string() } } },
    ...errorResponses,
  },
});

export const calendarFeedsRouter = createRouter()
  .openapi(list, async (c) => c.json(await feeds.listFeeds(c.get('deps').database.db, c.get('principal').userId), 200))
  .openapi(create, async (c) => {
    const { database, env } = c.get('deps');
    const feed = await feeds.createFeed(
      database.db,
      actorOf(c),
      c.get('principal'),
      baseUrlOf(env),
      c.req.valid('json'),
    );
    return c.json(feed, 201);
  })
  .openapi(revoke, async (c) => {
    await feeds.revokeFeed(c.get('deps').database.db, actorOf(c), c.get('principal').userId, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(ics, async (c) => {
    const { database, env } = c.get('deps');
    const feed = await feeds.feedByToken(database.db, c.req.valid('param').token);
    if (!feed) throw AppError.notFound('Calendar feed');
    const text = await renderFeed(database.db, feed, baseUrlOf(env));
    c.header('Content-Type', 'text/calendar; charset=utf-8');
    c.header('Cache-Control', 'private, max-age=300');
    c.header('X-Robots-Tag', 'noindex');
    return c.body(text, 200) as never;
  });
