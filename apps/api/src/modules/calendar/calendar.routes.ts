import { z } from '@hono/zod-openapi';
import {
  calendarEventInputSchema,
  calendarEventSchema,
  calendarEventUpdateSchema,
  calendarRangeQuerySchema,
  calendarRangeShape,
  calendarRangeSchema,
  timeOffDecisionSchema,
  timeOffRequestSchema,
  withCalendarRangeRules,
} from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { formatQuerySchema, listResponse, respondCsv, splitFormat } from '../../lib/csv.js';
import { createRouter } from '../../lib/openapi.js';
import { respondVersioned, scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import * as service from './calendar.service.js';
import { PENDING_TIME_OFF_CSV } from './pending-time-off.csv.js';

/** The admin calendar is for calendar admins; your own time off is for anyone signed in. */
const route = routeGroup({ tags: ['calendar'], access: access.can('calendar.admin') });
const idParams = z.object({ id: z.uuid({ error: 'Not a valid event id.' }) });
const ifMatch = z.object({ 'if-match': z.string().optional() });

const range = route.get('/calendar/events', {
  summary: 'The admin calendar between two dates: firm events, holidays, time off and engagement milestones',
  request: { query: calendarRangeQuerySchema },
  responses: { 200: jsonResponse(calendarRangeSchema, 'Events and milestones'), ...errorResponses },
});

const create = route.post('/calendar/events', {
  summary: 'Create a firm event or a public holiday',
  request: { body: jsonBody(calendarEventInputSchema) },
  responses: { 201: jsonResponse(calendarEventSchema, 'The created event'), ...errorResponses },
});

const update = route.patch('/calendar/events/{id}', {
  summary: 'Edit, move or resize an event',
  request: { params: idParams, headers: ifMatch, body: jsonBody(calendarEventUpdateSchema) },
  responses: { 200: jsonResponse(calendarEventSchema, 'The updated event'), ...errorResponses },
});

const remove = route.delete('/calendar/events/{id}', {
  summary: 'Delete an event (anyone may withdraw their own pending time-off request)',
  access: access.signedIn,
  request: { params: idParams, headers: ifMatch },
  responses: { 204: { description: 'Deleted' }, ...errorResponses },
});

const myTimeOff = route.get('/calendar/time-off', {
  summary: 'Your own time off (requested, approved and rejected)',
  access: access.signedIn,
  responses: { 200: jsonResponse(z.array(calendarEventSchema), 'Your time off'), ...errorResponses },
});

const pendingQuery = withCalendarRangeRules(z.object({ ...calendarRangeShape, ...formatQuerySchema.shape }));

const pendingTimeOff = route.get('/calendar/time-off/pending', {
  summary: 'Time-off requests waiting for a decision between two dates (inclusive), in date order',
  request: { query: pendingQuery },
  responses: { 200: listResponse(z.array(calendarEventSchema), 'The pending requests'), ...errorResponses },
});

const requestTimeOff = route.post('/calendar/time-off', {
  summary: 'Ask for time off (inclusive dates); an admin approves it',
  access: access.signedIn,
  request: { body: jsonBody(timeOffRequestSchema) },
  responses: { 201: jsonResponse(calendarEventSchema, 'The request'), ...errorResponses },
});

const decide = route.post('/calendar/time-off/{id}/decision', {
  summary: 'Approve or reject a time-off request',
  request: { params: idParams, headers: ifMatch, body: jsonBody(timeOffDecisionSchema) },
  responses: { 200: jsonResponse(calendarEventSchema, 'The decided request'), ...errorResponses },
});

export const calendarRouter = createRouter()
  .openapi(range, async (c) => {
    const { from, to } = c.req.valid('query');
    return c.json(await service.rangeOf(scopeOf(c).db, from, to), 200);
  })
  .openapi(create, async (c) => {
    const { db, actor } = scopeOf(c);
    return respondVersioned(c, await service.createEvent(db, actor, c.req.valid('json')), 201);
  })
  .openapi(update, async (c) => {
    const { db, actor, expectedVersion } = scopeOf(c);
    const { id } = c.req.valid('param');
    return respondVersioned(c, await service.updateEvent(db, actor, id, c.req.valid('json'), expectedVersion), 200);
  })
  .openapi(remove, async (c) => {
    const { db, actor, principal, expectedVersion } = scopeOf(c);
    await service.deleteEvent(db, actor, principal, c.req.valid('param').id, expectedVersion);
    return c.body(null, 204);
  })
  .openapi(myTimeOff, async (c) => {
    const { db, principal } = scopeOf(c);
    return c.json(await service.myTimeOff(db, principal), 200);
  })
  .openapi(pendingTimeOff, async (c) => {
    const { db } = scopeOf(c);
    const { format, export: requested, query } = splitFormat(c.req.valid('query'));
    const page = service.pendingTimeOffPage(db, query.from, query.to);
    if (format === 'csv') {
      const withDays = async (limit: number, offset: number) => (await page(limit, offset)).map(service.withDays);
      return respondCsv(c, { ...PENDING_TIME_OFF_CSV, page: withDays }, requested);
    }
    // The JSON list: the same requests (at most 400 days of them fit one read).
    return c.json(await page(5000, 0), 200);
  })
  .openapi(requestTimeOff, async (c) => {
    const { db, actor, principal } = scopeOf(c);
    return c.json(await service.requestTimeOff(db, actor, principal, c.req.valid('json')), 201);
  })
  .openapi(decide, async (c) => {
    const { db, actor, expectedVersion } = scopeOf(c);
    const { id } = c.req.valid('param');
    const { status } = c.req.valid('json');
    return respondVersioned(c, await service.decideTimeOff(db, actor, id, status, expectedVersion), 200);
  });
