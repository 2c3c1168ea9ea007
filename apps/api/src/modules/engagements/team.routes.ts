import { z } from '@hono/zod-openapi';
import {
  assignmentCheckSchema,
  assignmentCreateSchema,
  assignmentResultSchema,
  assignmentSchema,
  assignmentUpdateSchema,
  capacityCheckSchema,
} from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter, defineRoute } from '../../lib/openapi.js';
import { actorOf, errorResponses, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { etagOf, parseIfMatch } from '../../lib/versioning.js';
import * as service from './team.service.js';

const tags = ['engagements'];
const engagementParams = z.object({ id: z.uuid({ error: 'Not a valid engagement id.' }) });
const assignmentParams = engagementParams.extend({
  assignmentId: z.uuid({ error: 'Not a valid assignment id.' }),
});
const ifMatch = z.object({ 'if-match': z.string().optional() });

const list = defineRoute({
  method: 'get',
  path: '/engagements/{id}/team',
  tags,
  summary: "The engagement's team: assignments with role, dates and hours",
  access: access.can('engagements.view'),
  request: { params: engagementParams },
  responses: { 200: jsonResponse(z.array(assignmentSchema), 'The assignments'), ...errorResponses },
});

const check = defineRoute({
  method: 'post',
  path: '/engagements/{id}/team/check',
  tags,
  summary: 'Dry run: validate an assignment and return capacity warnings (40 h a week) without saving',
  access: access.can('engagements.update'),
  request: { params: engagementParams, body: jsonBody(assignmentCheckSchema) },
  responses: { 200: jsonResponse(capacityCheckSchema, 'Warnings; empty when within capacity'), ...errorResponses },
});

const add = defineRoute({
  method: 'post',
  path: '/engagements/{id}/team',
  tags,
  summary: 'Assign a consultant (warnings report over-allocation; they do not block)',
  access: access.can('engagements.update'),
  request: { params: engagementParams, body: jsonBody(assignmentCreateSchema) },
  responses: { 201: jsonResponse(assignmentResultSchema, 'The assignment and any warnings'), ...errorResponses },
});

const update = defineRoute({
  method: 'patch',
  path: '/engagements/{id}/team/{assignmentId}',
  tags,
  summary: 'Change or end an assignment (set end_date to end it)',
  description: 'Send the version read earlier in `If-Match`; a stale version gets 409.',
  access: access.can('engagements.update'),
  request: { params: assignmentParams, headers: ifMatch, body: jsonBody(assignmentUpdateSchema) },
  responses: { 200: jsonResponse(assignmentResultSchema, 'The assignment and any warnings'), ...errorResponses },
});

const remove = defineRoute({
  method: 'delete',
  path: '/engagements/{id}/team/{assignmentId}',
  tags,
  summary: 'Remove an assignment made by mistake (no hours booked)',
  access: access.can('engagements.update'),
  request: { params: assignmentParams, headers: ifMatch },
  responses: { 204: { description: 'Removed' }, ...errorResponses },
});

export const teamRouter = createRouter()
  .openapi(list, async (c) => c.json(await service.listTeam(c.get('deps').database.db, c.req.valid('param').id), 200))
  .openapi(check, async (c) =>
    c.json(await service.checkAssignment(c.get('deps').database.db, c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(add, async (c) => {
    const result = await service.addAssignment(
      c.get('deps').database.db,
      actorOf(c),
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    c.header('ETag', etagOf(result.assignment.version));
    return c.json(result, 201);
  })
  .openapi(update, async (c) => {
    const { id, assignmentId } = c.req.valid('param');
    const result = await service.updateAssignment(
      c.get('deps').database.db,
      actorOf(c),
      id,
      assignmentId,
      c.req.valid('json'),
      parseIfMatch(c.req.header('if-match')),
    );
    c.header('ETag', etagOf(result.assignment.version));
    return c.json(result, 200);
  })
  .openapi(remove, async (c) => {
    const { id, assignmentId } = c.req.valid('param');
    await service.deleteAssignment(
      c.get('deps').database.db,
      actorOf(c),
      id,
      assignmentId,
      parseIfMatch(c.req.header('if-match')),
    );
    return c.body(null, 204);
  });
