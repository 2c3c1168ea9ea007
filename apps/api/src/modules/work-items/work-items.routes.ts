import { z } from '@hono/zod-openapi';
import { workItemCreateSchema, workItemSchema } from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter, defineRoute } from '../../lib/openapi.js';
import { parseIdempotencyKey } from '../../lib/idempotency.js';
import { actorOf, errorResponses, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { etagOf } from '../../lib/versioning.js';
import * as service from './work-items.service.js';

const tags = ['work-items'];

const create = defineRoute({
  method: 'post',
  path: '/work-items',
  tags,
  summary: 'Create a work item (internal or engagement request)',
  description: 'Send an `Idempotency-Key` header to make retries safe: the same key returns the first result.',
  access: access.can('work_items.create'),
  request: { headers: z.object({ 'idempotency-key': z.string().optional() }), body: jsonBody(workItemCreateSchema) },
  responses: { 201: jsonResponse(workItemSchema, 'The created work item'), ...errorResponses },
});

const get = defineRoute({
  method: 'get',
  path: '/work-items/{id}',
  tags,
  summary: 'Read one work item',
  access: access.can('work_items.view'),
  request: { params: z.object({ id: z.uuid({ error: 'Not a valid work item id.' }) }) },
  responses: { 200: jsonResponse(workItemSchema, 'The work item; ETag carries the version'), ...errorResponses },
});

export const workItemsRouter = createRouter()
  .openapi(create, async (c) => {
    const created = await service.createWorkItem(
      c.get('deps').database.db,
      c.get('principal'),
      actorOf(c),
      c.req.valid('json'),
      parseIdempotencyKey(c.req.header('idempotency-key')),
    );
    c.header('ETag', etagOf(created.version));
    return c.json(created, 201);
  })
  .openapi(get, async (c) => {
    const item = await service.getWorkItem(c.get('deps').database.db, c.get('principal'), c.req.valid('param').id);
    c.header('ETag', etagOf(item.version));
    return c.json(item, 200);
  });
