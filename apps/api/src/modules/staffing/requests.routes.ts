import { z } from '@hono/zod-openapi';
import {
  closeRequestSchema,
  pageOf,
  reasonSchema,
  resourceRequestCreateSchema,
  resourceRequestHistorySchema,
  resourceRequestListQuerySchema,
  resourceRequestSchema,
  resourceRequestUpdateSchema,
} from '@praxis/shared';
import { listResponse } from '../../lib/csv.js';
import { pagedCsvQuery, respondListOrCsv } from '../../lib/list-route.js';
import { createRouter } from '../../lib/openapi.js';
import { respondVersioned, scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { uuidParams, versionedUpdate } from '../../lib/route-shapes.js';
import { respondUpdated } from '../../lib/versioned-handlers.js';
import { access } from '../../middleware/access.js';
import { REQUEST_CSV } from './requests.csv.js';
import * as service from './requests.service.js';

const idParams = uuidParams('resource request');
const own = access.can('resource_requests.create');
const manage = access.can('resource_requests.manage');
/** Resource requests need `resource_requests.create` (everyone files their own); admin actions say `manage`. */
const route = routeGroup({ tags: ['staffing'], access: own });
const one = (description: string) => jsonResponse(resourceRequestSchema, description);

const create = route.post('/resource-requests', {
  summary: 'File a resource request (save as draft, or `submit: true`)',
  request: { body: jsonBody(resourceRequestCreateSchema) },
  responses: { 201: one('The created request'), ...errorResponses },
});

const list = route.get('/resource-requests', {
  summary: 'List resource requests: admins all (filters), everyone else only their own',
  request: {
    query: pagedCsvQuery(resourceRequestListQuerySchema),
  },
  responses: { 200: listResponse(pageOf(resourceRequestSchema), 'A page of requests'), ...errorResponses },
});

const get = route.get('/resource-requests/{id}', {
  summary: "Read one request with its proposals (another person's request is 404 unless admin)",
  request: { params: idParams },
  responses: { 200: one('The request; ETag carries the version'), ...errorResponses },
});

const update = route.patch('/resource-requests/{id}', {
  summary: 'Edit a request: the requester while draft or submitted, an admin while open',
  ...versionedUpdate(idParams, resourceRequestUpdateSchema, one('The updated request')),
});

const action = <P extends string>(path: P, summary: string, rule = own, body: z.ZodType = reasonSchema) =>
  route.post(path, {
    summary,
    access: rule,
    ...versionedUpdate(idParams, body, one('The request after the change')),
  });

const submit = action('/resource-requests/{id}/submit', 'Submit a draft', own, z.object({}).strict());
const cancel = action('/resource-requests/{id}/cancel', 'Cancel a request, with a reason (requester or admin)');
const reject = action('/resource-requests/{id}/reject', 'Reject a request with a reason (admin)', manage);
const close = action(
  '/resource-requests/{id}/close',
  'Close an open request (admin): it leaves the queue',
  manage,
  closeRequestSchema,
);

const history = route.get('/resource-requests/{id}/history', {
  summary: 'The history of a request and its proposals (from the audit log), newest first',
  request: { params: idParams },
  responses: { 200: jsonResponse(z.array(resourceRequestHistorySchema), 'History entries'), ...errorResponses },
});

export const resourceRequestsRouter = createRouter()
  .openapi(create, async (c) => {
    const { db, principal, actor } = scopeOf(c);
    return respondVersioned(c, await service.createRequest(db, principal, actor, c.req.valid('json')), 201);
  })
  .openapi(list, async (c) => {
    const { db, principal } = scopeOf(c);
    const { page, pageSize, ...input } = c.req.valid('query');
    return respondListOrCsv(c, input, {
      csv: (query) => ({ ...REQUEST_CSV, page: service.requestRows(db, principal, query) }),
      json: (query) => service.listRequests(db, principal, query, { page, pageSize }),
    });
  })
  .openapi(get, async (c) => {
    const { db, principal } = scopeOf(c);
    return respondVersioned(c, await service.getRequest(db, principal, c.req.valid('param').id), 200);
  })
  .openapi(update, (c) =>
    respondUpdated(c, (db, { principal, actor, id, patch, expectedVersion }) =>
      service.updateRequest(db, principal, actor, id, patch, expectedVersion),
    ),
  )
  .openapi(submit, async (c) => {
    const { db, principal, actor, expectedVersion } = scopeOf(c);
    const done = await service.submitRequest(db, principal, actor, c.req.valid('param').id, expectedVersion);
    return respondVersioned(c, done, 200);
  })
  .openapi(cancel, async (c) => {
    const { db, principal, actor, expectedVersion } = scopeOf(c);
    const { reason } = c.req.valid('json') as { reason: string };
    const { id } = c.req.valid('param');
    const done = await service.cancelRequest(db, principal, actor, id, reason, expectedVersion);
    return respondVersioned(c, done, 200);
  })
  .openapi(reject, async (c) => {
    const { db, principal, actor, expectedVersion } = scopeOf(c);
    const { reason } = c.req.valid('json') as { reason: string };
    const { id } = c.req.valid('param');
    const done = await service.rejectRequest(db, principal, actor, id, reason, expectedVersion);
    return respondVersioned(c, done, 200);
  })
  .openapi(close, async (c) => {
    const { db, principal, actor, expectedVersion } = scopeOf(c);
    const { reason } = c.req.valid('json') as { reason: string | null };
    const { id } = c.req.valid('param');
    const done = await service.closeRequest(db, principal, actor, id, reason, expectedVersion);
    return respondVersioned(c, done, 200);
  })
  .openapi(history, async (c) => {
    const { db, principal } = scopeOf(c);
    return c.json(await service.requestHistory(db, principal, c.req.valid('param').id), 200);
  });
