import { z } from '@hono/zod-openapi';
import { logWeekEventSchema, weekEventSchema, weekEventsQuerySchema } from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter } from '../../lib/openapi.js';
import { scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorResponses, jsonResponse } from '../../lib/route-helpers.js';
import { calendarProviderOf } from './provider-config.js';
import { logWeekEvent, weekEvents } from './week-events.service.js';

/** Your own calendar beside your own timesheet: anyone signed in with a consultant profile. */
const route = routeGroup({ tags: ['calendar'], access: access.signedIn });
const upstream = {
  502: { description: 'The provider refused or failed', content: { 'application/json': { schema: z.any() } } },
};

const list = route.get('/calendar/week-events', {
  summary: "The week's calendar events that can become hours, each with a suggested engagement and why",
  description: '409 when your calendar is not connected.',
  request: { query: weekEventsQuerySchema },
  responses: { 200: jsonResponse(z.array(weekEventSchema), 'The events'), ...errorResponses, ...upstream },
});

const log = route.post('/calendar/week-events/{id}/log', {
  summary: "Turn an event into hours on one of your week's engagement rows, its title as the note",
  description: '409 when the event was logged already or the week is locked.',
  request: {
    params: z.object({ id: z.string().min(1).max(1024) }),
    body: { content: { 'application/json': { schema: logWeekEventSchema } }, required: true },
  },
  responses: { 200: jsonResponse(weekEventSchema, 'The logged event'), ...errorResponses, ...upstream },
});

export const calendarWeekEventsRouter = createRouter()
  .openapi(list, async (c) => {
    const { db, deps, principal } = scopeOf(c);
    return c.json(await weekEvents(db, calendarProviderOf(deps.env), principal, c.req.valid('query').week), 200);
  })
  .openapi(log, async (c) => {
    const { db, deps, principal, actor } = scopeOf(c);
    const body = c.req.valid('json');
    const input = { eventId: c.req.valid('param').id, weekStart: body.week, engagementId: body.engagement_id };
    return c.json(await logWeekEvent(db, actor, calendarProviderOf(deps.env), principal, input), 200);
  });
