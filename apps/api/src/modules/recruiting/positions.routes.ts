import { z } from '@hono/zod-openapi';
import {
  hasPermission,
  pageOf,
  paginationQuerySchema,
  positionCreateSchema,
  positionListQuerySchema,
  positionSchema,
  positionUpdateSchema,
} from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter } from '../../lib/openapi.js';
import { formatQuerySchema, listResponse, respondCsv, splitFormat } from '../../lib/csv.js';
import { respondVersioned, scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorsOf, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { POSITION_CSV } from './recruiting.csv.js';
import * as service from './positions.service.js';

const idParams = z.object({ id: z.uuid({ error: 'Not a valid position id.' }) });
const ifMatch = z.object({ 'if-match': z.string().optional() });
const route = routeGroup({ tags: ['recruiting'] });

const list = route.get('/recruiting/positions', {
  summary: 'List positions (everyone sees open ones; admin and Project Manager see every status)',
  access: access.can('recruiting.view'),
  request: { query: paginationQuerySchema.extend(positionListQuerySchema.shape).extend(formatQuerySchema.shape) },
  responses: { 200: listResponse(pageOf(positionSchema), 'A page of positions'), ...errorsOf(401, 403, 422) },
});

const get = route.get('/recruiting/positions/{id}', {
  summary: 'Read one position',
  access: access.can('recruiting.view'),
  request: { params: idParams },
  responses: { 200: jsonResponse(positionSchema, 'The position'), ...errorsOf(401, 403, 404, 422) },
});

const create = route.post('/recruiting/positions', {
  summary: 'Open a position (draft by default)',
  access: access.can('recruiting.candidates'),
  request: { body: jsonBody(positionCreateSchema) },
  responses: { 201: jsonResponse(positionSchema, 'The created position'), ...errorsOf(401, 403, 422) },
});

const update = route.patch('/recruiting/positions/{id}', {
  summary: 'Update a position (skills, when sent, replace the list)',
  access: access.can('recruiting.candidates'),
  request: { params: idParams, headers: ifMatch, body: jsonBody(positionUpdateSchema) },
  responses: { 200: jsonResponse(positionSchema, 'The updated position'), ...errorsOf(401, 403, 404, 409, 422) },
});

export const positionsRouter = createRouter()
  .openapi(list, async (c) => {
    const { db, principal } = scopeOf(c);
    const onlyOpen = !hasPermission(principal.roles, 'recruiting.candidates');
    const { format, export: requested, query } = splitFormat(c.req.valid('query'));
    if (format === 'csv') {
      return respondCsv(c, { ...POSITION_CSV, page: service.positionRows(db, { filter: query, onlyOpen }) }, requested);
    }
    return c.json(await service.listPositions(db, { query, onlyOpen }), 200);
  })
  .openapi(get, async (c) => {
    const { db, principal } = scopeOf(c);
    const onlyOpen = !hasPermission(principal.roles, 'recruiting.candidates');
    return respondVersioned(c, await service.getPosition(db, { id: c.req.valid('param').id, onlyOpen }), 200);
  })
  .openapi(create, async (c) => {
    const { db, actor } = scopeOf(c);
    return respondVersioned(c, await service.createPosition(db, { actor, input: c.req.valid('json') }), 201);
  })
  .openapi(update, async (c) => {
    const { db, actor, expectedVersion } = scopeOf(c);
    const { id } = c.req.valid('param');
    const position = await service.updatePosition(db, { actor, id, patch: c.req.valid('json'), expectedVersion });
    return respondVersioned(c, position, 200);
  });
