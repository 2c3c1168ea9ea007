import { z } from '@hono/zod-openapi';
import {
  pageOf,
  paginationQuerySchema,
  webhookCreateSchema,
  webhookDeliveryListQuerySchema,
  webhookDeliverySchema,
  webhookListQuerySchema,
  webhookSchema,
  webhookUpdateSchema,
  webhookWithSecretSchema,
} from '@praxis/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../../context.js';
import { access } from '../../middleware/access.js';
import { listResponse } from '../../lib/csv.js';
import { pagedCsvList, respondListOrCsv } from '../../lib/list-route.js';
import { createRouter } from '../../lib/openapi.js';
import { respondVersioned, scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorsOf, jsonResponse } from '../../lib/route-helpers.js';
import {
  created,
  readById,
  uuidParam,
  uuidParams,
  versionedAction,
  versionedDelete,
  versionedUpdate,
} from '../../lib/route-shapes.js';
import { respondCreated, respondDeleted, respondRead, respondUpdated } from '../../lib/versioned-handlers.js';
import { WEBHOOK_CSV } from './webhooks.csv.js';
import * as service from './webhooks.service.js';

/** Every webhook route is the admins' (`webhooks.manage`): endpoints, their secrets and what receivers answered. */
const route = routeGroup({ tags: ['webhooks'], access: access.can('webhooks.manage') });
const idParams = uuidParams('webhook');
const deliveryParams = z.object({
  id: uuidParam('webhook'),
  delivery_id: z.coerce
    .number({ error: 'Not a valid delivery id.' })
    .int('Not a valid delivery id.')
    .min(1, 'Not a valid delivery id.')
    .max(Number.MAX_SAFE_INTEGER, 'Not a valid delivery id.'),
});

const allowPrivateOf = (c: Context<AppEnv>) => c.get('deps').env.WEBHOOK_ALLOW_PRIVATE ?? false;

const list = route.get('/webhooks', {
  summary: 'List webhook endpoints (admin; search by name, sort; CSV with format=csv)',
  ...pagedCsvList(webhookListQuerySchema, webhookSchema, 'A page of endpoints'),
});

const get = route.get('/webhooks/{id}', {
  summary: 'Read one webhook endpoint (its secret is never shown again)',
  ...readById(idParams, jsonResponse(webhookSchema, 'The endpoint; ETag carries the version')),
});

const create = route.post('/webhooks', {
  summary: 'Register a webhook endpoint',
  description:
    'The URL must be https and resolve to public addresses only (unless WEBHOOK_ALLOW_PRIVATE=1). The answer ' +
    'carries the signing secret, shown this once.',
  ...created(
    webhookCreateSchema,
    jsonResponse(webhookWithSecretSchema, 'The endpoint with its signing secret'),
    errorsOf(401, 403, 409, 422),
  ),
});

const update = route.patch('/webhooks/{id}', {
  summary: 'Edit, enable or disable a webhook endpoint',
  description: 'Send the version read earlier in `If-Match`; a stale version gets 409.',
  ...versionedUpdate(idParams, webhookUpdateSchema, jsonResponse(webhookSchema, 'The updated endpoint')),
});

const rotate = route.post('/webhooks/{id}/rotate-secret', {
  summary: 'Make a new signing secret (shown once; the old one stops at once)',
  ...versionedAction(idParams, jsonResponse(webhookWithSecretSchema, 'The endpoint with its new secret')),
});

const remove = route.delete('/webhooks/{id}', {
  summary: 'Delete a webhook endpoint and its deliveries',
  ...versionedDelete(idParams),
});

const deliveries = route.get('/webhooks/{id}/deliveries', {
  summary: "An endpoint's deliveries, newest first, with the receiver's answers",
  request: { params: idParams, query: paginationQuerySchema.extend(webhookDeliveryListQuerySchema.shape) },
  responses: {
    200: listResponse(pageOf(webhookDeliverySchema), 'A page of deliveries'),
    ...errorsOf(401, 403, 404, 422),
  },
});

const redeliver = route.post('/webhooks/{id}/deliveries/{delivery_id}/redeliver', {
  summary: "Send a delivery's event again (a new delivery, last in the endpoint's line)",
  request: { params: deliveryParams },
  responses: {
    201: jsonResponse(webhookDeliverySchema, 'The new delivery'),
    ...errorsOf(401, 403, 404, 409, 422),
  },
});

export const webhooksRouter = createRouter()
  .openapi(list, async (c) => {
    const { db } = scopeOf(c);
    return respondListOrCsv(c, c.req.valid('query'), {
      csv: (filter) => ({ ...WEBHOOK_CSV, page: service.webhookRows(db, { filter }) }),
      json: (query) => service.listWebhooks(db, { query }),
    });
  })
  .openapi(get, (c) => respondRead(c, service.getWebhook))
  .openapi(create, (c) =>
    respondCreated(c, (db, request) => service.createWebhook(db, { ...request, allowPrivate: allowPrivateOf(c) })),
  )
  .openapi(update, (c) =>
    respondUpdated(c, (db, target) => service.updateWebhook(db, { ...target, allowPrivate: allowPrivateOf(c) })),
  )
  .openapi(rotate, async (c) => {
    const { db, actor, expectedVersion } = scopeOf(c);
    const rotated = await service.rotateSecret(db, { actor, expectedVersion, id: c.req.valid('param').id });
    return respondVersioned(c, rotated, 200);
  })
  .openapi(remove, (c) => respondDeleted(c, service.deleteWebhook))
  .openapi(deliveries, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await service.listDeliveries(scopeOf(c).db, { id, query: c.req.valid('query') }), 200);
  })
  .openapi(redeliver, async (c) => {
    const { id, delivery_id: deliveryId } = c.req.valid('param');
    return c.json(await service.redeliver(scopeOf(c).db, { actor: scopeOf(c).actor, id, deliveryId }), 201);
  });
