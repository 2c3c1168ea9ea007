import { z } from '@hono/zod-openapi';
import {
  closeRequestSchema,
  pageOf,
  paginationQuerySchema,
  reasonSchema,
  resourceRequestCreateSchema,
  resourceRequestHistorySchema,
  resourceRequestListQuerySchema,
  resourceRequestSchema,
  resourceRequestUpdateSchema,
} from '@praxis/shared';
import { formatQuerySchema, listResponse, respondCsv, splitFormat } from '../../lib/csv.js';
import { createRouter } from '../../lib/openapi.js';
import { respondVersioned, scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { access } from '../../middleware/access.js';
import { REQUEST_CSV } from './requests.csv.js';
import * as service from './requests.service.js';

const idParams = z.object({ id: z.uuid({ error: 'Not a valid resource request id.' }) });
const ifMatch = z.object({ 'if-match': z.string().optional() });
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
    query: paginationQuerySchema.extend(resourceRequestListQuerySchema.shape).extend(formatQuerySchema.shape),
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
  request: { params: idParams, headers: ifMatch, body: jsonBody(resourceRequestUpdateSchema) },
  responses: { 200: one('The updated request'), ...errorResponses },
});

const action = <P extends string>(path: P, summary: string, rule = own, body: z.ZodType = reasonSchema) =>
  route.post(path, {
    summary,
    access: rule,
    request: { params: idParams, headers: ifMatch, body: jsonBody(body) },
    responses: { 200: one('The request after the change'), ...errorResponses },
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
    const { format, export: requested, query: all } = splitFormat(c.req.valid('query'));
    const { page, pageSize, ...query } = all;
    if (format === 'csv') {
      return respondCsv(c, { ...REQUEST_CSV, page: service.requestRows(db, principal, query) }, requested);
    }
    return c.json(await service.listRequests(db, principal, query, { page, pageSize }), 200);
  })
  .openapi(get, async (c) => {
    const { db, principal } = scopeOf(c);
    return respondVersioned(c, await service.getRequest(db, principal, c.req.valid('param').id), 200);
  })
  .openapi(update, async (c) => {
    const { db, principal, actor, expectedVersion } = scopeOf(c);
    const { id } = c.req.valid('param');
    const updated = await service.updateRequest(db, principal, actor, id, c.req.valid('json'), expectedVersion);
    return respondVersioned(c, updated, 200);
  })
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
