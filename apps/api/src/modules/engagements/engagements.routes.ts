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
import { createRouter } from '../../lib/openapi.js';
import { formatQuerySchema, listResponse, pageOfRows } from '../../lib/csv.js';
import { pagedCsvList, respondListOrCsv } from '../../lib/list-route.js';
import { respondVersioned, scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorsOf, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { readById, readByQuery, uuidParams, versionedDelete, versionedUpdate } from '../../lib/route-shapes.js';
import { respondCreated, respondDeleted, respondRead } from '../../lib/versioned-handlers.js';
import { ATTENTION_CSV, ENGAGEMENT_CSV } from './engagements.csv.js';
import * as service from './engagements.service.js';
import * as queries from './engagements.queries.js';
import { teamRouter } from './team.routes.js';

export const engagementIdParams = uuidParams('engagement');
/** Most routes here are for whoever may view engagements; creating, deleting and the work items say their own rule. */
const route = routeGroup({ tags: ['engagements'], access: access.can('engagements.view') });

const list = route.get('/engagements', {
  summary: 'List engagements (type, search, status, temperature, client, Project Manager, dates; sorted)',
  ...pagedCsvList(engagementListQuerySchema, engagementSchema, 'A page of engagements'),
});

const overview = route.get('/engagements/overview', {
  summary:
    'Counts by type, status and temperature, and the engagements that need attention (format=csv: that list as CSV)',
  ...readByQuery(formatQuerySchema, listResponse(engagementOverviewSchema, 'The overview'), errorsOf(401, 403, 422)),
});

const roles = route.get('/engagements/roles', {
  summary: 'The engagement roles a team member can hold',
  responses: { 200: jsonResponse(z.array(engagementRoleSchema), 'The roles in display order'), ...errorsOf(401, 403) },
});

const get = route.get('/engagements/{id}', {
  summary: 'Read one engagement',
  ...readById(engagementIdParams, jsonResponse(engagementSchema, 'The engagement; ETag carries the version')),
});

const create = route.post('/engagements', {
  summary: 'Create an engagement',
  access: access.can('engagements.create'),
  request: { body: jsonBody(engagementCreateSchema) },
  responses: { 201: jsonResponse(engagementSchema, 'The created engagement'), ...errorsOf(401, 403, 409, 422) },
});

const update = route.patch('/engagements/{id}', {
  summary: 'Update an engagement (status and temperature changes are audited)',
  description:
    "Admins change everything; the engagement's Project Manager or Engagement Manager changes its status, " +
    'temperature and description. Send the version read earlier in `If-Match`; a stale version gets 409.',
  ...versionedUpdate(
    engagementIdParams,
    engagementUpdateSchema,
    jsonResponse(engagementSchema, 'The updated engagement'),
  ),
});

const remove = route.delete('/engagements/{id}', {
  summary: 'Delete an engagement with its team assignments and work items',
  access: access.can('engagements.delete'),
  ...versionedDelete(engagementIdParams),
});

const requests = route.get('/engagements/{id}/requests', {
  summary: "The engagement's work items (engagement requests), newest first",
  access: access.can('work_items.view'),
  request: { params: engagementIdParams, query: paginationQuerySchema },
  responses: {
    200: jsonResponse(pageOf(engagementRequestSchema), 'A page of work items'),
    ...errorsOf(401, 403, 404, 422),
  },
});

export const engagementsRouter = createRouter()
  .openapi(overview, async (c) => {
    const result = await service.overview(scopeOf(c).db);
    const rows = () => result.attention.map((item) => ({ ...item, reasons: item.reasons.join('; ') }));
    return respondListOrCsv(c, c.req.valid('query'), {
      csv: () => ({ ...ATTENTION_CSV, page: pageOfRows(rows()) }),
      json: () => result,
    });
  })
  .openapi(roles, async (c) => c.json(await queries.listRoles(scopeOf(c).db), 200))
  .openapi(list, async (c) => {
    const { db, principal: viewer } = scopeOf(c);
    return respondListOrCsv(c, c.req.valid('query'), {
      csv: (filter) => ({ ...ENGAGEMENT_CSV, page: service.engagementRows(db, { viewer, filter }) }),
      json: (query) => service.listEngagements(db, { viewer, query }),
    });
  })
  .openapi(get, (c) => respondRead(c, (db, { principal: viewer, id }) => service.getEngagement(db, { viewer, id })))
  .openapi(create, (c) =>
    respondCreated(c, (db, { principal: viewer, actor, input }) =>
      service.createEngagement(db, { viewer, actor, input }),
    ),
  )
  .openapi(update, async (c) => {
    const { db, principal: viewer, actor, expectedVersion } = scopeOf(c);
    const { id } = c.req.valid('param');
    const patch = c.req.valid('json');
    return respondVersioned(c, await service.updateEngagement(db, { viewer, actor, id, patch, expectedVersion }), 200);
  })
  .openapi(remove, (c) => respondDeleted(c, service.deleteEngagement))
  .openapi(requests, async (c) => {
    const { db } = scopeOf(c);
    const page = c.req.valid('query');
    return c.json(await service.listRequests(db, { engagementId: c.req.valid('param').id, page }), 200);
  })
  .route('/', teamRouter);
