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
import { formatQuerySchema, listResponse } from '../../lib/csv.js';
import { respondListOrCsv } from '../../lib/list-route.js';
import { createRouter } from '../../lib/openapi.js';
import { respondVersioned, scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorResponses, jsonResponse } from '../../lib/route-helpers.js';
import { created, readByQuery, uuidParams, versionedDelete, versionedUpdate } from '../../lib/route-shapes.js';
import { respondCreated, respondDeleted, respondUpdated } from '../../lib/versioned-handlers.js';
import * as service from './calendar.service.js';
import { PENDING_TIME_OFF_CSV } from './pending-time-off.csv.js';

/** The admin calendar is for calendar admins; your own time off is for anyone signed in. */
const route = routeGroup({ tags: ['calendar'], access: access.can('calendar.admin') });
const idParams = uuidParams('event');

const range = route.get('/calendar/events', {
  summary: 'The admin calendar between two dates: firm events, holidays, time off and engagement milestones',
  ...readByQuery(calendarRangeQuerySchema, jsonResponse(calendarRangeSchema, 'Events and milestones'), errorResponses),
});

const create = route.post('/calendar/events', {
  summary: 'Create a firm event or a public holiday',
  ...created(calendarEventInputSchema, jsonResponse(calendarEventSchema, 'The created event'), errorResponses),
});

const update = route.patch('/calendar/events/{id}', {
  summary: 'Edit, move or resize an event',
  ...versionedUpdate(idParams, calendarEventUpdateSchema, jsonResponse(calendarEventSchema, 'The updated event')),
});

const remove = route.delete('/calendar/events/{id}', {
  summary: 'Delete an event (anyone may withdraw their own pending time-off request)',
  access: access.signedIn,
  ...versionedDelete(idParams),
});

const myTimeOff = route.get('/calendar/time-off', {
  summary: 'Your own time off (requested, approved and rejected)',
  access: access.signedIn,
  responses: { 200: jsonResponse(z.array(calendarEventSchema), 'Your time off'), ...errorResponses },
});

const pendingQuery = withCalendarRangeRules(z.object({ ...calendarRangeShape, ...formatQuerySchema.shape }));

const pendingTimeOff = route.get('/calendar/time-off/pending', {
  summary: 'Time-off requests waiting for a decision between two dates (inclusive), in date order',
  ...readByQuery(pendingQuery, listResponse(z.array(calendarEventSchema), 'The pending requests'), errorResponses),
});

const requestTimeOff = route.post('/calendar/time-off', {
  summary: 'Ask for time off (inclusive dates); an admin approves it',
  access: access.signedIn,
  ...created(timeOffRequestSchema, jsonResponse(calendarEventSchema, 'The request'), errorResponses),
});

const decide = route.post('/calendar/time-off/{id}/decision', {
  summary: 'Approve or reject a time-off request',
  ...versionedUpdate(idParams, timeOffDecisionSchema, jsonResponse(calendarEventSchema, 'The decided request')),
});

export const calendarRouter = createRouter()
  .openapi(range, async (c) => {
    const { from, to } = c.req.valid('query');
    return c.json(await service.rangeOf(scopeOf(c).db, from, to), 200);
  })
  .openapi(create, (c) => respondCreated(c, (db, { actor, input }) => service.createEvent(db, actor, input)))
  .openapi(update, (c) =>
    respondUpdated(c, (db, { actor, id, patch, expectedVersion }) =>
      service.updateEvent(db, actor, id, patch, expectedVersion),
    ),
  )
  .openapi(remove, (c) =>
    respondDeleted(c, (db, { actor, principal, id, expectedVersion }) =>
      service.deleteEvent(db, actor, principal, id, expectedVersion),
    ),
  )
  .openapi(myTimeOff, async (c) => {
    const { db, principal } = scopeOf(c);
    return c.json(await service.myTimeOff(db, principal), 200);
  })
  .openapi(pendingTimeOff, async (c) => {
    const { from, to } = c.req.valid('query');
    const page = service.pendingTimeOffPage(scopeOf(c).db, from, to);
    const withDays = async (limit: number, offset: number) => (await page(limit, offset)).map(service.withDays);
    return respondListOrCsv(c, c.req.valid('query'), {
      csv: () => ({ ...PENDING_TIME_OFF_CSV, page: withDays }),
      // The JSON list: the same requests (at most 400 days of them fit one read).
      json: () => page(5000, 0),
    });
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
