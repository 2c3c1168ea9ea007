import { z } from '@hono/zod-openapi';
import {
  type Plan,
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
import type { Principal } from '../../auth/principal.js';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/audit.js';
import { pagedCsvList, respondListOrCsv } from '../../lib/list-route.js';
import { baseUrlOf } from '../../lib/env.js';
import { createRouter } from '../../lib/openapi.js';
import { respondVersioned, scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorsOf, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import {
  created,
  deleteById,
  readById,
  uuidParams,
  versionedAction,
  versionedDelete,
  versionedUpdate,
} from '../../lib/route-shapes.js';
import {
  respondCreated,
  respondDeleted,
  respondRead,
  respondUpdated,
  type VersionedTarget,
} from '../../lib/versioned-handlers.js';
import { access } from '../../middleware/access.js';
import { upcomingMilestones } from './milestones.service.js';
import { PLAN_CSV } from './plans.csv.js';
import * as plans from './plans.service.js';
import * as links from './share-links.service.js';

const idParams = uuidParams('plan');
const linkParams = uuidParams('link');
const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a valid share link.') });
/** Plans follow their engagement: `engagements.view`, then row-level rules; the shared plan is public. */
const route = routeGroup({ tags: ['project-plans'], access: access.can('engagements.view') });

const list = route.get('/project-plans', {
  summary: 'Plans the user may see, with progress, next milestone and slipping tasks',
  ...pagedCsvList(planListQuerySchema, planSummarySchema, 'A page of plans'),
});

const milestones = route.get('/project-plans/upcoming-milestones', {
  summary: "Milestones in the next 30 days on the signed-in user's engagements",
  responses: { 200: jsonResponse(z.array(upcomingMilestoneSchema), 'Upcoming milestones'), ...errorsOf(401, 403) },
});

const get = route.get('/project-plans/{id}', {
  summary: 'One plan with its tasks, links, critical path and team',
  ...readById(idParams, jsonResponse(planSchema, 'The plan; ETag carries the version')),
});

const create = route.post('/project-plans', {
  summary: "Create an engagement's plan, from a template (dates from the engagement's start, working days)",
  ...created(planCreateSchema, jsonResponse(planSchema, 'The new plan'), errorsOf(401, 403, 409, 422)),
});

const save = route.put('/project-plans/{id}/tasks', {
  summary: 'Save every task and link (scheduled through the links; a cycle is refused naming the tasks)',
  ...versionedUpdate(idParams, planSaveSchema, jsonResponse(planSchema, 'The saved plan')),
});

const update = route.patch('/project-plans/{id}', {
  summary: 'Rename, publish or return to draft',
  ...versionedUpdate(idParams, planUpdateSchema, jsonResponse(planSchema, 'The plan')),
});

const baseline = route.post('/project-plans/{id}/baseline', {
  summary: "Save the tasks' current dates as the baseline",
  ...versionedAction(idParams, jsonResponse(planSchema, 'The plan')),
});

const remove = route.delete('/project-plans/{id}', {
  summary: 'Delete a plan',
  ...versionedDelete(idParams),
});

const listLinks = route.get('/project-plans/{id}/share-links', {
  summary: "A plan's share links",
  ...readById(idParams, jsonResponse(z.array(shareLinkSchema), 'The links')),
});

const createLink = route.post('/project-plans/{id}/share-links', {
  summary: 'Create a read-only, expiring share link (the URL is shown once)',
  request: { params: idParams, body: jsonBody(shareLinkCreateSchema) },
  responses: {
    201: jsonResponse(shareLinkSchema, 'The link with its URL'),
    ...errorsOf(401, 403, 404, 422),
  },
});

const revokeLink = route.delete('/plan-share-links/{id}', {
  summary: 'Revoke a share link',
  ...deleteById(linkParams, 'Revoked', errorsOf(401, 403, 404, 422)),
});

const shared = route.get('/shared-plans/{token}', {
  summary: 'A shared plan, read-only, without sign-in (404 when unknown, revoked or expired)',
  access: access.public,
  ...readById(tokenParams, jsonResponse(planSchema, 'The plan'), errorsOf(404, 422)),
});

/** A versioned plan write, called the way the plans service takes it (the version before the patch). */
const planWrite =
  <Patch>(
    save: (
      db: Db,
      principal: Principal,
      actor: Actor,
      id: string,
      version: number | undefined,
      patch: Patch,
    ) => Promise<Plan>,
  ) =>
  (db: Db, { principal, actor, id, expectedVersion, patch }: VersionedTarget & { patch: Patch }) =>
    save(db, principal, actor, id, expectedVersion, patch);

export const projectPlansRouter = createRouter()
  .openapi(list, async (c) => {
    const { db } = scopeOf(c);
    return respondListOrCsv(c, c.req.valid('query'), {
      csv: (query) => {
        const page = async (limit: number, offset: number) =>
          (await plans.listPlans(db, { ...query, page: Math.floor(offset / limit) + 1, pageSize: limit })).items.map(
            (item) => ({
              ...item,
              next_milestone: item.next_milestone ? `${item.next_milestone.name} (${item.next_milestone.date})` : null,
            }),
          );
        return { ...PLAN_CSV, page };
      },
      json: (query) => plans.listPlans(db, query),
    });
  })
  .openapi(milestones, async (c) => {
    const { db, principal } = scopeOf(c);
    return c.json(await upcomingMilestones(db, principal), 200);
  })
  .openapi(get, (c) => respondRead(c, (db, { principal, id }) => plans.readPlan(db, id, principal)))
  .openapi(create, (c) =>
    respondCreated(c, (db, { principal, actor, input }) => plans.createPlan(db, principal, actor, input)),
  )
  .openapi(save, (c) => respondUpdated(c, planWrite(plans.savePlan)))
  .openapi(update, (c) => respondUpdated(c, planWrite(plans.updatePlan)))
  .openapi(baseline, async (c) => {
    const { db, principal, actor, expectedVersion } = scopeOf(c);
    return respondVersioned(
      c,
      await plans.saveBaseline(db, principal, actor, c.req.valid('param').id, expectedVersion),
      200,
    );
  })
  .openapi(remove, (c) =>
    respondDeleted(c, (db, { principal, actor, id, expectedVersion }) =>
      plans.deletePlan(db, principal, actor, id, expectedVersion),
    ),
  )
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
