import { z } from '@hono/zod-openapi';
import { calendarFeedInputSchema, calendarFeedSchema } from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { AppError } from '../../lib/app-error.js';
import { baseUrlOf } from '../../lib/env.js';
import { createRouter } from '../../lib/openapi.js';
import { scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorResponses, jsonResponse } from '../../lib/route-helpers.js';
import { created, deleteById, uuidParams } from '../../lib/route-shapes.js';
import { etagMatches, serveFeed } from './feed-serve.js';
import * as feeds from './feeds.service.js';

/** Your own feeds (signed in); the feed itself is public, its secret token being the credential. */
const route = routeGroup({ tags: ['calendar'], access: access.signedIn });

const list = route.get('/calendar/feeds', {
  summary: 'Your active calendar feeds (the secret URLs are shown only when created)',
  responses: { 200: jsonResponse(z.array(calendarFeedSchema), 'The feeds'), ...errorResponses },
});

const create = route.post('/calendar/feeds', {
  summary: 'Create a private iCalendar feed URL for yourself or for an engagement',
  ...created(calendarFeedInputSchema, jsonResponse(calendarFeedSchema, 'The feed with its secret URL'), errorResponses),
});

const revoke = route.delete('/calendar/feeds/{id}', {
  summary: 'Revoke a feed: its URL stops working at once',
  ...deleteById(uuidParams('feed'), 'Revoked', errorResponses),
});

const ics = route.get('/calendar/ics/{token}', {
  summary: 'An iCalendar feed (RFC 5545); the secret token in the URL is the credential',
  access: access.public,
  request: { params: z.object({ token: z.string().max(100) }) },
  responses: {
    200: { description: 'The calendar', content: { 'text/calendar': { schema: z.string() } } },
    304: { description: 'Unchanged since the ETag given in If-None-Match' },
    ...errorResponses,
  },
});

export const calendarFeedsRouter = createRouter()
  .openapi(list, async (c) => {
    const { db, principal } = scopeOf(c);
    return c.json(await feeds.listFeeds(db, principal.userId), 200);
  })
  .openapi(create, async (c) => {
    const { db, actor, principal, deps } = scopeOf(c);
    return c.json(await feeds.createFeed(db, actor, principal, baseUrlOf(deps.env), c.req.valid('json')), 201);
  })
  .openapi(revoke, async (c) => {
    const { db, actor, principal, deps } = scopeOf(c);
    const { id } = c.req.valid('param');
    await feeds.revokeFeed(db, actor, principal.userId, id);
    deps.feedCache.forgetFeed(id);
    return c.body(null, 204);
  })
  .openapi(ics, async (c) => {
    const { db, deps } = scopeOf(c); // public: no principal here
    const served = await serveFeed(db, deps, c.req.valid('param').token, c.get('log'));
    if (!served) throw AppError.notFound('Calendar feed');
    c.header('ETag', served.etag);
    c.header('Cache-Control', 'private, max-age=300');
    c.header('X-Robots-Tag', 'noindex');
    if (etagMatches(c.req.header('if-none-match'), served.etag)) return c.body(null, 304) as never;
    c.header('Content-Type', 'text/calendar; charset=utf-8');
    return c.body(served.body, 200) as never;
  });
