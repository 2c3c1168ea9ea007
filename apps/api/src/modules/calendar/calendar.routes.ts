import { z } from '@hono/zod-openapi';
import {
  calendarEventInputSchema,
  calendarEventSchema,
  calendarEventUpdateSchema,
  calendarRangeQuerySchema,
  calendarRangeSchema,
  timeOffDecisionSchema,
  timeOffRequestSchema,
} from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter, defineRoute } from '../../lib/openapi.js';
import { actorOf, errorResponses, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { etagOf, parseIfMatch } from '../../lib/versioning.js';
import * as service from './calendar.service.js';

const tags = ['calendar'];
const admin = access.can('calendar.admin');
const idParams = z.object({ id: z.uuid({ error: 'Not a valid event id.' }) });
const ifMatch = z.object({ 'if-match': z.string().optional() });

const range = defineRoute({
  method: 'get',
  path: '/calendar/events',
  tags,
  summary: 'The admin calendar between two dates: firm events, holidays, time off and engagement milestones',
  access: admin,
  request: { query: calendarRangeQuerySchema },
  responses: { 200: jsonResponse(calendarRangeSchema, 'Events and milestones'), ...errorResponses },
});

const create = defineRoute({
  method: 'post',
  path: '/calendar/events',
  tags,
  summary: 'Create a firm event or a public holiday',
  access: admin,
  request: { body: jsonBody(calendarEventInputSchema) },
  responses: { 201: jsonResponse(calendarEventSchema, 'The created event'), ...errorResponses },
});

const update = defineRoute({
  method: 'patch',
  path: '/calendar/events/{id}',
  tags,
  summary: 'Edit, move or resize an event',
  access: admin,
  request: { params: idParams, headers: ifMatch, body: jsonBody(calendarEventUpdateSchema) },
  responses: { 200: jsonResponse(calendarEventSchema, 'The updated event'), ...errorResponses },
});

const remove = defineRoute({
  method: 'delete',
  path: '/calendar/events/{id}',
  tags,
  summary: 'Delete an event (anyone may withdraw their own pending time-off request)',
  access: access.signedIn,
  request: { params: idParams, headers: ifMatch },
  responses: { 204: { description: 'Deleted' }, ...errorResponses },
});

const myTimeOff = defineRoute({
  method: 'get',
  path: '/calendar/time-off',
  tags,
  summary: 'Your own time off (requested, approved and rejected)',
  access: access.signedIn,
  responses: { 200: jsonResponse(z.array(calendarEventSchema), 'Your time off'), ...errorResponses },
});

const requestTimeOff = defineRoute({
  method: 'post',
  path: '/calendar/time-off',
  tags,
  summary: 'Ask for time off (inclusive dates); an admin approves it',
  access: access.signedIn,
  request: { body: jsonBody(timeOffRequestSchema) },
  responses: { 201: jsonResponse(calendarEventSchema, 'The request'), ...errorResponses },
});

const decide = defineRoute({
  method: 'post',
  path: '/calendar/time-off/{id}/decision',
  tags,
  summary: 'Approve or reject a time-off request',
  access: admin,
  request: { params: idParams, headers: ifMatch, body: jsonBody(timeOffDecisionSchema) },
  responses: { 200: jsonResponse(calendarEventSchema, 'The decided request'), ...errorResponses },
});

export const calendarRouter = createRouter()
  .openapi(range, async (c) => {
    const { from, to } = c.req.valid('query');
    return c.json(await service.rangeOf(c.get('deps').database.db, from, to), 200);
  })
  .openapi(create, async (c) => {
    const event = await service.createEvent(c.get('deps').database.db, actorOf(c), c.req.valid('json'));
    c.header('ETag', etagOf(event.version));
    return c.json(event, 201);
  })
  .openapi(update, async (c) => {
    const event = await service.updateEvent(
      c.get('deps').database.db,
      actorOf(c),
      c.req.valid('param').id,
      c.req.valid('json'),
      parseIfMatch(c.req.header('if-match')),
    );
    c.header('ETag', etagOf(event.version));
    return c.json(event, 200);
  })
  .openapi(remove, async (c) => {
    await service.deleteEvent(
      c.get('deps').database.db,
      actorOf(c),
      c.get('principal'),
      c.req.valid('param').id,
      parseIfMatch(c.req.header('if-match')),
    );
    return c.body(null, 204);
  })
  .openapi(myTimeOff, async (c) => c.json(await service.myTimeOff(c.get('deps').database.db, c.get('principal')), 200))
  .openapi(requestTimeOff, async (c) => {
    const event = await service.requestTimeOff(
      c.get('deps').database.db,
      actorOf(c),
      c.get('principal'),
      c.req.valid('json'),
    );
    return c.json(event, 201);
  })
  .openapi(decide, async (c) => {
    const event = await service.decideTimeOff(
      c.get('deps').database.db,
      actorOf(c),
      c.req.valid('param').id,
      c.req.valid('json').status,
      parseIfMatch(c.req.header('if-match')),
    );
    c.header('ETag', etagOf(event.version));
    return c.json(event, 200);
  });
