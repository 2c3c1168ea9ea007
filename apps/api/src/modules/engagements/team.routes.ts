import { z } from '@hono/zod-openapi';
import {
  assignmentCheckSchema,
  assignmentCreateSchema,
  assignmentResultSchema,
  assignmentSchema,
  assignmentUpdateSchema,
  capacityCheckSchema,
} from '@praxis/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../../context.js';
import { access } from '../../middleware/access.js';
import { createRouter } from '../../lib/openapi.js';
import { scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorsOf, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { createdUnder, uuidParam, uuidParams, versionedDelete, versionedUpdate } from '../../lib/route-shapes.js';
import { etagOf } from '../../lib/versioning.js';
import { formatQuerySchema, listResponse, pageOfRows } from '../../lib/csv.js';
import { respondListOrCsv } from '../../lib/list-route.js';
import { assertManagesEngagement } from './managers.js';
import { TEAM_CSV, teamCsvRow } from './team.csv.js';
import * as service from './team.service.js';

const engagementParams = uuidParams('engagement');
const assignmentParams = engagementParams.extend({
  assignmentId: uuidParam('assignment'),
});
/** What a change to the team answers: the assignment and any capacity warnings. */
const assignmentResult = jsonResponse(assignmentResultSchema, 'The assignment and any warnings');
/** Whoever may view engagements; changing a team is for admins or this engagement's managers (checked per engagement). */
const route = routeGroup({ tags: ['engagements'], access: access.can('engagements.view') });

const list = route.get('/engagements/{id}/team', {
  summary: "The engagement's team: assignments with role, dates and hours",
  request: { params: engagementParams, query: formatQuerySchema },
  responses: { 200: listResponse(z.array(assignmentSchema), 'The assignments'), ...errorsOf(401, 403, 404, 422) },
});

const check = route.post('/engagements/{id}/team/check', {
  summary: 'Dry run: validate an assignment and return capacity warnings (40 h a week) without saving',
  request: { params: engagementParams, body: jsonBody(assignmentCheckSchema) },
  responses: {
    200: jsonResponse(capacityCheckSchema, 'Warnings; empty when within capacity'),
    ...errorsOf(401, 403, 404, 409, 422),
  },
});

const add = route.post('/engagements/{id}/team', {
  summary: 'Assign a consultant (warnings report over-allocation; they do not block)',
  ...createdUnder(engagementParams, assignmentCreateSchema, assignmentResult, errorsOf(401, 403, 404, 409, 422)),
});

const update = route.patch('/engagements/{id}/team/{assignmentId}', {
  summary: 'Change or end an assignment (set end_date to end it)',
  description: 'Send the version read earlier in `If-Match`; a stale version gets 409.',
  ...versionedUpdate(assignmentParams, assignmentUpdateSchema, assignmentResult),
});

const remove = route.delete('/engagements/{id}/team/{assignmentId}', {
  summary: 'Remove an assignment made by mistake (no hours booked)',
  ...versionedDelete(assignmentParams, 'Removed'),
});

/** The engagement in the path, once the caller is known to manage it (an admin or one of its managers). */
async function managedEngagement(c: Context<AppEnv, string, { out: { param: { id: string } } }>) {
  const { db, actor, principal } = scopeOf(c);
  const engagementId = c.req.valid('param').id;
  await assertManagesEngagement(db, principal, engagementId);
  return { db, actor, engagementId };
}

/** The assignment in the path and the version sent, once the caller is known to manage its engagement. */
async function managedAssignment(c: Context<AppEnv, string, { out: { param: { id: string; assignmentId: string } } }>) {
  const { db, actor, principal, expectedVersion } = scopeOf(c);
  const { id: engagementId, assignmentId: id } = c.req.valid('param');
  await assertManagesEngagement(db, principal, engagementId);
  return { db, actor, engagementId, id, expectedVersion };
}

export const teamRouter = createRouter()
  .openapi(list, async (c) => {
    const team = await service.listTeam(scopeOf(c).db, { engagementId: c.req.valid('param').id });
    return respondListOrCsv(c, c.req.valid('query'), {
      csv: () => ({ ...TEAM_CSV, page: pageOfRows(team.map(teamCsvRow)) }),
      json: () => team,
    });
  })
  .openapi(check, async (c) => {
    const { db, engagementId } = await managedEngagement(c);
    return c.json(await service.checkAssignment(db, { engagementId, input: c.req.valid('json') }), 200);
  })
  .openapi(add, async (c) => {
    const { db, actor, engagementId } = await managedEngagement(c);
    const result = await service.addAssignment(db, { actor, engagementId, input: c.req.valid('json') });
    c.header('ETag', etagOf(result.assignment.version));
    return c.json(result, 201);
  })
  .openapi(update, async (c) => {
    const { db, ...target } = await managedAssignment(c);
    const result = await service.updateAssignment(db, { ...target, patch: c.req.valid('json') });
    c.header('ETag', etagOf(result.assignment.version));
    return c.json(result, 200);
  })
  .openapi(remove, async (c) => {
    const { db, ...target } = await managedAssignment(c);
    await service.deleteAssignment(db, target);
    return c.body(null, 204);
  });
