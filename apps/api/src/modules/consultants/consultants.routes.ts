import { z } from '@hono/zod-openapi';
import {
  consultantListQuerySchema,
  consultantSchema,
  consultantUpdateSchema,
  expertiseInputSchema,
  expertiseSchema,
  pageOf,
  paginationQuerySchema,
} from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter, defineRoute } from '../../lib/openapi.js';
import { actorOf, errorResponses, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { etagOf, parseIfMatch } from '../../lib/versioning.js';
import * as service from './consultants.service.js';

const idParams = z.object({ id: z.uuid({ error: 'Not a valid consultant id.' }) });

const list = defineRoute({
  method: 'get',
  path: '/consultants',
  tags: ['consultants'],
  summary: 'List consultants (paginated, searchable)',
  access: access.can('consultants.view'),
  request: { query: paginationQuerySchema.extend(consultantListQuerySchema.shape) },
  responses: { 200: jsonResponse(pageOf(consultantSchema), 'A page of consultants'), ...errorResponses },
});

const get = defineRoute({
  method: 'get',
  path: '/consultants/{id}',
  tags: ['consultants'],
  summary: 'Read one consultant',
  access: access.can('consultants.view'),
  request: { params: idParams },
  responses: { 200: jsonResponse(consultantSchema, 'The consultant; ETag carries the version'), ...errorResponses },
});

const update = defineRoute({
  method: 'patch',
  path: '/consultants/{id}',
  tags: ['consultants'],
  summary: 'Update a consultant (only the 14 fields of the original §5)',
  description: 'Send the version read earlier in `If-Match`; a stale version gets 409.',
  access: access.can('profile.edit_own'),
  request: {
    params: idParams,
    headers: z.object({ 'if-match': z.string().optional() }),
    body: jsonBody(consultantUpdateSchema),
  },
  responses: { 200: jsonResponse(consultantSchema, 'The updated consultant'), ...errorResponses },
});

const addExpertise = defineRoute({
  method: 'post',
  path: '/consultants/{id}/expertise',
  tags: ['consultants'],
  summary: 'Add a skill (rating defaults to 1)',
  access: access.can('profile.edit_own'),
  request: { params: idParams, body: jsonBody(expertiseInputSchema) },
  responses: { 201: jsonResponse(expertiseSchema, 'The created skill'), ...errorResponses },
});

export const consultantsRouter = createRouter()
  .openapi(list, async (c) => {
    const { page, pageSize, q, availability, job_title_id } = c.req.valid('query');
    const result = await service.listConsultants(
      c.get('deps').database.db,
      c.get('principal'),
      { q, availability, jobTitleId: job_title_id },
      { page, pageSize },
    );
    return c.json(result, 200);
  })
  .openapi(get, async (c) => {
    const consultant = await service.getConsultant(
      c.get('deps').database.db,
      c.get('principal'),
      c.req.valid('param').id,
    );
    c.header('ETag', etagOf(consultant.version));
    return c.json(consultant, 200);
  })
  .openapi(update, async (c) => {
    const consultant = await service.updateConsultant(
      c.get('deps').database.db,
      c.get('principal'),
      actorOf(c),
      c.req.valid('param').id,
      c.req.valid('json'),
      parseIfMatch(c.req.header('if-match')),
    );
    c.header('ETag', etagOf(consultant.version));
    return c.json(consultant, 200);
  })
  .openapi(addExpertise, async (c) => {
    const created = await service.addExpertise(
      c.get('deps').database.db,
      c.get('principal'),
      actorOf(c),
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return c.json(created, 201);
  });
