import { z } from '@hono/zod-openapi';
import {
  pageOf,
  paginationQuerySchema,
  planCreateSchema,
  planListQuerySchema,
  planSaveSchema,
  planSchema,
  planSummarySchema,
  planUpdateSchema,
  shareLinkCreateSchema,
  shareLinkSchema,
  upcomingMilestoneSchema,
} from '@praxis/shared';
import { formatQuerySchema, listResponse, respondCsv, splitFormat } from '../../lib/csv.js';
import { baseUrlOf } from '../../lib/env.js';
import { createRouter } from '../../lib/openapi.js';
import { respondVersioned, scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { access } from '../../middleware/access.js';
import { upcomingMilestones } from './milestones.service.js';
import { PLAN_CSV } from './plans.csv.js';
import * as plans from './plans.service.js';
import * as links from './share-links.service.js';

const idParams = z.object({ id: z.uuid({ error: 'Not a valid plan id.' }) });
const linkParams = z.object({ id: z.uuid({ error: 'Not a valid link id.' }) });
const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a valid share link.') });
const ifMatch = z.object({ 'if-match': z.string().optional() });
const { 401: e401, 403: e403, 404: e404, 409: e409, 422: e422 } = errorResponses;
/** Plans follow their engagement: `engagements.view`, then row-level rules; the shared plan is public. */
const route = routeGroup({ tags: ['project-plans'], access: access.can('engagements.view') });

const list = route.get('/project-plans', {
  summary: 'Plans the user may see, with progress, next milestone and slipping tasks',
  request: { query: paginationQuerySchema.extend(planListQuerySchema.shape).extend(formatQuerySchema.shape) },
  responses: { 200: listResponse(pageOf(planSummarySchema), 'A page of plans'), 401: e401, 403: e403, 422: e422 },
});

const milestones = route.get('/project-plans/upcoming-milestones', {
  summary: "Milestones in the next 30 days on the signed-in user's engagements",
  responses: { 200: jsonResponse(z.array(upcomingMilestoneSchema), 'Upcoming milestones'), 401: e401, 403: e403 },
});

const get = route.get('/project-plans/{id}', {
  summary: 'One plan with its tasks, links, critical path and team',
  request: { params: idParams },
  responses: {
    200: jsonResponse(planSchema, 'The plan; ETag carries the version'),
    401: e401,
    403: e403,
    404: e404,
    422: e422,
  },
});

const create = route.post('/project-plans', {
  summary: "Create an engagement's plan, from a template (dates from the engagement's start, working days)",
  request: { body: jsonBody(planCreateSchema) },
  responses: { 201: jsonResponse(planSchema, 'The new plan'), 401: e401, 403: e403, 409: e409, 422: e422 },
});

const save = route.put('/project-plans/{id}/tasks', {
  summary: 'Save every task and link (scheduled through the links; a cycle is refused naming the tasks)',
  request: { params: idParams, headers: ifMatch, body: jsonBody(planSaveSchema) },
  responses: { 200: jsonResponse(planSchema, 'The saved plan'), 401: e401, 403: e403, 404: e404, 409: e409, 422: e422 },
});

const update = route.patch('/project-plans/{id}', {
  summary: 'Rename, publish or return to draft',
  request: { params: idParams, headers: ifMatch, body: jsonBody(planUpdateSchema) },
  responses: { 200: jsonResponse(planSchema, 'The plan'), 401: e401, 403: e403, 404: e404, 409: e409, 422: e422 },
});

const baseline = route.post('/project-plans/{id}/baseline', {
  summary: "Save the tasks' current dates as the baseline",
  request: { params: idParams, headers: ifMatch },
  responses: { 200: jsonResponse(planSchema, 'The plan'), 401: e401, 403: e403, 404: e404, 409: e409, 422: e422 },
});

const remove = route.delete('/project-plans/{id}', {
  summary: 'Delete a plan',
  request: { params: idParams, headers: ifMatch },
  responses: { 204: { description: 'Deleted' }, 401: e401, 403: e403, 404: e404, 409: e409, 422: e422 },
});

const listLinks = route.get('/project-plans/{id}/share-links', {
  summary: "A plan's share links",
  request: { params: idParams },
  responses: { 200: jsonResponse(z.array(shareLinkSchema), 'The links'), 401: e401, 403: e403, 404: e404, 422: e422 },
});

const createLink = route.post('/project-plans/{id}/share-links', {
  summary: 'Create a read-only, expiring share link (the URL is shown once)',
  request: { params: idParams, body: jsonBody(shareLinkCreateSchema) },
  responses: {
    201: jsonResponse(shareLinkSchema, 'The link with its URL'),
    401: e401,
    403: e403,
    404: e404,
    422: e422,
  },
});

const revokeLink = route.delete('/plan-share-links/{id}', {
  summary: 'Revoke a share link',
  request: { params: linkParams },
  responses: { 204: { description: 'Revoked' }, 401: e401, 403: e403, 404: e404, 422: e422 },
});

const shared = route.get('/shared-plans/{token}', {
  summary: 'A shared plan, read-only, without sign-in (404 when unknown, revoked or expired)',
  access: access.public,
  request: { params: tokenParams },
  responses: { 200: jsonResponse(planSchema, 'The plan'), 404: e404, 422: e422 },
});

export const projectPlansRouter = createRouter()
  .openapi(list, async (c) => {
    const { db } = scopeOf(c);
    const { format, export: requested, query } = splitFormat(c.req.valid('query'));
    if (format === 'csv') {
      const page = async (limit: number, offset: number) =>
        (await plans.listPlans(db, { ...query, page: Math.floor(offset / limit) + 1, pageSize: limit })).items.map(
          (item) => ({
            ...item,
            next_milestone: item.next_milestone ? `${item.next_milestone.name} (${item.next_milestone.date})` : null,
          }),
        );
      return respondCsv(c, { ...PLAN_CSV, page }, requested);
    }
    return c.json(await plans.listPlans(db, query), 200);
  })
  .openapi(milestones, async (c) => {
    const { db, principal } = scopeOf(c);
    return c.json(await upcomingMilestones(db, principal), 200);
  })
  .openapi(get, async (c) => {
    const { db, principal } = scopeOf(c);
    return respondVersioned(c, await plans.readPlan(db, c.req.valid('param').id, principal), 200);
  })
  .openapi(create, async (c) => {
    const { db, principal, actor } = scopeOf(c);
    return respondVersioned(c, await plans.createPlan(db, principal, actor, c.req.valid('json')), 201);
  })
  .openapi(save, async (c) => {
    const { db, principal, actor, expectedVersion } = scopeOf(c);
    const plan = await plans.savePlan(
      db,
      principal,
      actor,
      c.req.valid('param').id,
      expectedVersion,
      c.req.valid('json'),
    );
    return respondVersioned(c, plan, 200);
  })
  .openapi(update, async (c) => {
    const { db, principal, actor, expectedVersion } = scopeOf(c);
    const plan = await plans.updatePlan(
      db,
      principal,
      actor,
      c.req.valid('param').id,
      expectedVersion,
      c.req.valid('json'),
    );
    return respondVersioned(c, plan, 200);
  })
  .openapi(baseline, async (c) => {
    const { db, principal, actor, expectedVersion } = scopeOf(c);
    return respondVersioned(
      c,
      await plans.saveBaseline(db, principal, actor, c.req.valid('param').id, expectedVersion),
      200,
    );
  })
  .openapi(remove, async (c) => {
    const { db, principal, actor, expectedVersion } = scopeOf(c);
    await plans.deletePlan(db, principal, actor, c.req.valid('param').id, expectedVersion);
    return c.body(null, 204);
  })
  .openapi(listLinks, async (c) => {
    const { db, principal } = scopeOf(c);
    return c.json(await links.listShareLinks(db, principal, c.req.valid('param').id), 200);
  })
  .openapi(createLink, async (c) => {
    const { db, principal, actor, deps } = scopeOf(c);
    const link = await links.createShareLink(
      db,
      principal,
      actor,
      c.req.valid('param').id,
      c.req.valid('json'),
      baseUrlOf(deps.env),
    );
    return c.json(link, 201);
  })
  .openapi(revokeLink, async (c) => {
    const { db, principal, actor } = scopeOf(c);
    await links.revokeShareLink(db, principal, actor, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(shared, async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    return c.json(await links.readSharedPlan(scopeOf(c).db, c.req.valid('param').token), 200);
  });
