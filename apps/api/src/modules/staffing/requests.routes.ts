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
import type { Context } from 'hono';
import type { Principal } from '../../auth/principal.js';
import type { AppEnv } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/audit.js';
import { listResponse } from '../../lib/csv.js';
import { pagedCsvQuery, respondListOrCsv } from '../../lib/list-route.js';
import { createRouter } from '../../lib/openapi.js';
import { respondVersioned, scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorResponses, jsonResponse } from '../../lib/route-helpers.js';
import { created, readById, uuidParams, versionedUpdate } from '../../lib/route-shapes.js';
import { respondCreated, respondRead, respondUpdated } from '../../lib/versioned-handlers.js';
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
  ...created(resourceRequestCreateSchema, one('The created request'), errorResponses),
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
  ...readById(idParams, one('The request; ETag carries the version'), errorResponses),
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
  ...readById(idParams, jsonResponse(z.array(resourceRequestHistorySchema), 'History entries'), errorResponses),
});

/** Cancel, reject or close: the service ends the request with the body's reason (after its stale check). */
async function respondEnded<Reason, T extends { version: number }>(
  c: Context<AppEnv, string, { out: { param: { id: string }; json: unknown } }>,
  end: (db: Db, principal: Principal, actor: Actor, id: string, reason: Reason, version?: number) => Promise<T>,
) {
  const { db, principal, actor, expectedVersion } = scopeOf(c);
  const { reason } = c.req.valid('json') as { reason: Reason };
  return respondVersioned(c, await end(db, principal, actor, c.req.valid('param').id, reason, expectedVersion), 200);
}

export const resourceRequestsRouter = createRouter()
  .openapi(create, (c) =>
    respondCreated(c, (db, { principal, actor, input }) => service.createRequest(db, principal, actor, input)),
  )
  .openapi(list, async (c) => {
    const { db, principal } = scopeOf(c);
    const { page, pageSize, ...input } = c.req.valid('query');
    return respondListOrCsv(c, input, {
      csv: (query) => ({ ...REQUEST_CSV, page: service.requestRows(db, principal, query) }),
      json: (query) => service.listRequests(db, principal, query, { page, pageSize }),
    });
  })
  .openapi(get, (c) => respondRead(c, (db, { principal, id }) => service.getRequest(db, principal, id)))
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
  .openapi(cancel, (c) => respondEnded(c, service.cancelRequest))
  .openapi(reject, (c) => respondEnded(c, service.rejectRequest))
  .openapi(close, (c) => respondEnded(c, service.closeRequest))
  .openapi(history, async (c) => {
    const { db, principal } = scopeOf(c);
    return c.json(await service.requestHistory(db, principal, c.req.valid('param').id), 200);
  });
