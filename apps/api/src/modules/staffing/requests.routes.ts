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
import type { Context } from 'hono';
import type { AppEnv } from '../../context.js';
import { formatQuerySchema, listResponse, respondCsv, splitFormat } from '../../lib/csv.js';
import { createRouter, defineRoute } from '../../lib/openapi.js';
import { actorOf, errorResponses, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { etagOf, parseIfMatch } from '../../lib/versioning.js';
import { access } from '../../middleware/access.js';
import { REQUEST_CSV } from './requests.csv.js';
import * as service from './requests.service.js';

const tags = ['staffing'];
const idParams = z.object({ id: z.uuid({ error: 'Not a valid resource request id.' }) });
const ifMatch = z.object({ 'if-match': z.string().optional() });
const own = access.can('resource_requests.create');
const manage = access.can('resource_requests.manage');
const one = (description: string) => jsonResponse(resourceRequestSchema, description);

const create = defineRoute({
  method: 'post',
  path: '/resource-requests',
  tags,
  summary: 'File a resource request (save as draft, or `submit: true`)',
  access: own,
  request: { body: jsonBody(resourceRequestCreateSchema) },
  responses: { 201: one('The created request'), ...errorResponses },
});

const list = defineRoute({
  method: 'get',
  path: '/resource-requests',
  tags,
  summary: 'List resource requests: admins all (filters), everyone else only their own',
  access: own,
  request: {
    query: paginationQuerySchema.extend(resourceRequestListQuerySchema.shape).extend(formatQuerySchema.shape),
  },
  responses: { 200: listResponse(pageOf(resourceRequestSchema), 'A page of requests'), ...errorResponses },
});

const get = defineRoute({
  method: 'get',
  path: '/resource-requests/{id}',
  tags,
  summary: "Read one request with its proposals (another person's request is 404 unless admin)",
  access: own,
  request: { params: idParams },
  responses: { 200: one('The request; ETag carries the version'), ...errorResponses },
});

const update = defineRoute({
  method: 'patch',
  path: '/resource-requests/{id}',
  tags,
  summary: 'Edit a request: the requester while draft or submitted, an admin while open',
  access: own,
  request: { params: idParams, headers: ifMatch, body: jsonBody(resourceRequestUpdateSchema) },
  responses: { 200: one('The updated request'), ...errorResponses },
});

const action = <P extends string>(path: P, summary: string, rule = own, body: z.ZodType = reasonSchema) =>
  defineRoute({
    method: 'post',
    path,
    tags,
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

const history = defineRoute({
  method: 'get',
  path: '/resource-requests/{id}/history',
  tags,
  summary: 'The history of a request and its proposals (from the audit log), newest first',
  access: own,
  request: { params: idParams },
  responses: { 200: jsonResponse(z.array(resourceRequestHistorySchema), 'History entries'), ...errorResponses },
});

const db = (c: Context<AppEnv>) => c.get('deps').database.db;
const withEtag = <T extends { version: number }>(c: Context<AppEnv>, body: T) => {
  c.header('ETag', etagOf(body.version));
  return body;
};

export const resourceRequestsRouter = createRouter()
  .openapi(create, async (c) =>
    c.json(withEtag(c, await service.createRequest(db(c), c.get('principal'), actorOf(c), c.req.valid('json'))), 201),
  )
  .openapi(list, async (c) => {
    const { format, export: requested, query: all } = splitFormat(c.req.valid('query'));
    const { page, pageSize, ...query } = all;
    if (format === 'csv') {
      return respondCsv(c, { ...REQUEST_CSV, page: service.requestRows(db(c), c.get('principal'), query) }, requested);
    }
    return c.json(await service.listRequests(db(c), c.get('principal'), query, { page, pageSize }), 200);
  })
  .openapi(get, async (c) =>
    c.json(withEtag(c, await service.getRequest(db(c), c.get('principal'), c.req.valid('param').id)), 200),
  )
  .openapi(update, async (c) => {
    const version = parseIfMatch(c.req.header('if-match'));
    const { id } = c.req.valid('param');
    const updated = await service.updateRequest(
      db(c),
      c.get('principal'),
      actorOf(c),
      id,
      c.req.valid('json'),
      version,
    );
    return c.json(withEtag(c, updated), 200);
  })
  .openapi(submit, async (c) => {
    const version = parseIfMatch(c.req.header('if-match'));
    const done = await service.submitRequest(db(c), c.get('principal'), actorOf(c), c.req.valid('param').id, version);
    return c.json(withEtag(c, done), 200);
  })
  .openapi(cancel, async (c) => {
    const version = parseIfMatch(c.req.header('if-match'));
    const { reason } = c.req.valid('json') as { reason: string };
    const { id } = c.req.valid('param');
    const done = await service.cancelRequest(db(c), c.get('principal'), actorOf(c), id, reason, version);
    return c.json(withEtag(c, done), 200);
  })
  .openapi(reject, async (c) => {
    const version = parseIfMatch(c.req.header('if-match'));
    const { reason } = c.req.valid('json') as { reason: string };
    const { id } = c.req.valid('param');
    const done = await service.rejectRequest(db(c), c.get('principal'), actorOf(c), id, reason, version);
    return c.json(withEtag(c, done), 200);
  })
  .openapi(close, async (c) => {
    const version = parseIfMatch(c.req.header('if-match'));
    const { reason } = c.req.valid('json') as { reason: string | null };
    const { id } = c.req.valid('param');
    const done = await service.closeRequest(db(c), c.get('principal'), actorOf(c), id, reason, version);
    return c.json(withEtag(c, done), 200);
  })
  .openapi(history, async (c) =>
    c.json(await service.requestHistory(db(c), c.get('principal'), c.req.valid('param').id), 200),
  );
