import { pageOf, paginationQuerySchema, recordActivitySchema } from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter } from '../../lib/openapi.js';
import { scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorsOf, jsonResponse } from '../../lib/route-helpers.js';
import { uuidParams } from '../../lib/route-shapes.js';
import * as service from './activity.service.js';

/** Every route here answers a page of a record's history. */
const route = routeGroup({
  tags: ['activity'],
  responses: {
    200: jsonResponse(pageOf(recordActivitySchema), 'A page of the history, newest first'),
    ...errorsOf(401, 403, 404, 422),
  },
});

const engagement = route.get('/engagements/{id}/activity', {
  summary: "An engagement's history (audit log, team changes included): admins, and its managers",
  access: access.can('engagements.view'), // then: an admin, or this engagement's Project/Engagement Manager
  request: { params: uuidParams('engagement'), query: paginationQuerySchema },
});

const client = route.get('/clients/{id}/activity', {
  summary: "A client's history (audit log, contacts included): admins",
  access: access.can('clients.manage'),
  request: { params: uuidParams('client'), query: paginationQuerySchema },
});

const consultant = route.get('/consultants/{id}/activity', {
  summary: "A consultant's history (audit log, assignments included): admins",
  access: access.can('consultants.manage'),
  request: { params: uuidParams('consultant'), query: paginationQuerySchema },
});

export const activityRouter = createRouter()
  .openapi(engagement, async (c) => {
    const { db, principal } = scopeOf(c);
    const { id } = c.req.valid('param');
    return c.json(await service.engagementActivity(db, principal, id, c.req.valid('query')), 200);
  })
  .openapi(client, async (c) => {
    const { db, principal } = scopeOf(c);
    return c.json(await service.clientActivity(db, principal, c.req.valid('param').id, c.req.valid('query')), 200);
  })
  .openapi(consultant, async (c) => {
    const { db, principal } = scopeOf(c);
    const { id } = c.req.valid('param');
    return c.json(await service.consultantActivity(db, principal, id, c.req.valid('query')), 200);
  });
