import { z } from '@hono/zod-openapi';
import {
  engagementCreateSchema,
  engagementListQuerySchema,
  engagementOverviewSchema,
  engagementRequestSchema,
  engagementRoleSchema,
  engagementSchema,
  engagementUpdateSchema,
  pageOf,
  paginationQuerySchema,
} from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter, defineRoute } from '../../lib/openapi.js';
import { actorOf, errorResponses, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { etagOf, parseIfMatch } from '../../lib/versioning.js';
import * as service from './engagements.service.js';
import * as queries from './engagements.queries.js';
import { teamRouter } from './team.routes.js';

const tags = ['engagements'];
export const engagementIdParams = z.object({ id: z.uuid({ error: 'Not a valid engagement id.' }) });
const ifMatch = z.object({ 'if-match': z.string().optional() });

const list = defineRoute({
  method: 'get',
  path: '/engagements',
  tags,
  summary: 'List engagements (type, search, status, temperature, client, Project Manager, dates; sorted)',
  access: access.can('engagements.view'),
  request: { query: paginationQuerySchema.extend(engagementListQuerySchema.shape) },
  responses: { 200: jsonResponse(pageOf(engagementSchema), 'A page of engagements'), ...errorResponses },
});

const overview = defineRoute({
  method: 'get',
  path: '/engagements/overview',
  tags,
  summary: 'Counts by type, status and temperature, and the engagements that need attention',
  access: access.can('engagements.view'),
  responses: { 200: jsonResponse(engagementOverviewSchema, 'The overview'), ...errorResponses },
});

const roles = defineRoute({
  method: 'get',
  path: '/engagements/roles',
  tags,
  summary: 'The engagement roles a team member can hold',
  access: access.can('engagements.view'),
  responses: { 200: jsonResponse(z.array(engagementRoleSchema), 'The roles in display order'), ...errorResponses },
});

const get = defineRoute({
  method: 'get',
  path: '/engagements/{id}',
  tags,
  summary: 'Read one engagement',
  access: access.can('engagements.view'),
  request: { params: engagementIdParams },
  responses: { 200: jsonResponse(engagementSchema, 'The engagement; ETag carries the version'), ...errorResponses },
});

const create = defineRoute({
  method: 'post',
  path: '/engagements',
  tags,
  summary: 'Create an engagement',
  access: access.can('engagements.create'),
  request: { body: jsonBody(engagementCreateSchema) },
  responses: { 201: jsonResponse(engagementSchema, 'The created engagement'), ...errorResponses },
});

const update = defineRoute({
  method: 'patch',
  path: '/engagements/{id}',
  tags,
  summary: 'Update an engagement (status and temperature changes are audited)',
  description: 'Send the version read earlier in `If-Match`; a stale version gets 409.',
  access: access.can('engagements.update'),
  request: { params: engagementIdParams, headers: ifMatch, body: jsonBody(engagementUpdateSchema) },
  responses: { 200: jsonResponse(engagementSchema, 'The updated engagement'), ...errorResponses },
});

const remove = defineRoute({
  method: 'delete',
  path: '/engagements/{id}',
  tags,
  summary: 'Delete an engagement with its team assignments and work items',
  access: access.can('engagements.delete'),
  request: { params: engagementIdParams, headers: ifMatch },
  responses: { 204: { description: 'Deleted' }, ...errorResponses },
});

const requests = defineRoute({
  method: 'get',
  path: '/engagements/{id}/requests',
  tags,
  summary: "The engagement's work items (engagement requests), newest first",
  access: access.can('work_items.view'),
  request: { params: engagementIdParams, query: paginationQuerySchema },
  responses: { 200: jsonResponse(pageOf(engagementRequestSchema), 'A page of work items'), ...errorResponses },
});

export const engagementsRouter = createRouter()
  .openapi(overview, async (c) => c.json(await service.overview(c.get('deps').database.db), 200))
  .openapi(roles, async (c) => c.json(await queries.listRoles(c.get('deps').database.db), 200))
  .openapi(list, async (c) =>
    c.json(await service.listEngagements(c.get('deps').database.db, c.get('principal'), c.req.valid('query')), 200),
  )
  .openapi(get, async (c) => {
    const engagement = await service.getEngagement(
      c.get('deps').database.db,
      c.get('principal'),
      c.req.valid('param').id,
    );
    c.header('ETag', etagOf(engagement.version));
    return c.json(engagement, 200);
  })
  .openapi(create, async (c) => {
    const engagement = await service.createEngagement(
      c.get('deps').database.db,
      c.get('principal'),
      actorOf(c),
      c.req.valid('json'),
    );
    c.header('ETag', etagOf(engagement.version));
    return c.json(engagement, 201);
  })
  .openapi(update, async (c) => {
    const engagement = await service.updateEngagement(
      c.get('deps').database.db,
      c.get('principal'),
      actorOf(c),
      c.req.valid('param').id,
      c.req.valid('json'),
      parseIfMatch(c.req.header('if-match')),
    );
    c.header('ETag', etagOf(engagement.version));
    return c.json(engagement, 200);
  })
  .openapi(remove, async (c) => {
    await service.deleteEngagement(
      c.get('deps').database.db,
      actorOf(c),
      c.req.valid('param').id,
      parseIfMatch(c.req.header('if-match')),
    );
    return c.body(null, 204);
  })
  .openapi(requests, async (c) =>
    c.json(await service.listRequests(c.get('deps').database.db, c.req.valid('param').id, c.req.valid('query')), 200),
  )
  .route('/', teamRouter);
