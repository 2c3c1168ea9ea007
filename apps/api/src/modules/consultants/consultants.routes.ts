import { z } from '@hono/zod-openapi';
import {
  consultantCardSchema,
  consultantCreateSchema,
  consultantListQuerySchema,
  consultantSchema,
  consultantUpdateSchema,
  invitationLinkSchema,
  pageOf,
  paginationQuerySchema,
  skillsMatrixQuerySchema,
  skillsMatrixSchema,
} from '@praxis/shared';
import { baseUrlOf } from '../../lib/env.js';
import { access } from '../../middleware/access.js';
import { createRouter, defineRoute } from '../../lib/openapi.js';
import { actorOf, errorResponses, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { etagOf, parseIfMatch } from '../../lib/versioning.js';
import * as service from './consultants.service.js';
import { photoRouter } from './photo.routes.js';
import { profileRouter } from './profile.routes.js';
import { skillsMatrix } from './skills-matrix.service.js';

const idParams = z.object({ id: z.uuid({ error: 'Not a valid consultant id.' }) });

const list = defineRoute({
  method: 'get',
  path: '/consultants',
  tags: ['consultants'],
  summary: 'Directory: search (name, email, skill, product, certification, language), filters and sorting',
  description:
    'A minimum rating applies to the chosen category and/or product (any skill when neither is given). Paginated.',
  access: access.can('consultants.view'),
  request: { query: paginationQuerySchema.extend(consultantListQuerySchema.shape) },
  responses: { 200: jsonResponse(pageOf(consultantCardSchema), 'A page of consultant cards'), ...errorResponses },
});

const matrix = defineRoute({
  method: 'get',
  path: '/consultants/skills-matrix',
  tags: ['consultants'],
  summary: 'Skills inventory: consultants × products of a category (or one product) at a minimum rating',
  access: access.can('consultants.view'),
  request: { query: paginationQuerySchema.extend(skillsMatrixQuerySchema.shape) },
  responses: { 200: jsonResponse(skillsMatrixSchema, 'A page of the matrix'), ...errorResponses },
});

const create = defineRoute({
  method: 'post',
  path: '/consultants',
  tags: ['consultants'],
  summary: 'Create a consultant, with the single-use invitation link (7 days) through which the person claims it',
  description: 'The link is shown only in this answer (only its hash is stored); a new one can be made later.',
  access: access.can('consultants.manage'),
  request: { body: jsonBody(consultantCreateSchema) },
  responses: {
    201: jsonResponse(
      consultantSchema.extend({ invitation: invitationLinkSchema }),
      'The created consultant and its invitation link',
    ),
    ...errorResponses,
  },
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

export const consultantsRouter = createRouter()
  .openapi(list, async (c) => {
    const { page, pageSize, ...query } = c.req.valid('query');
    const result = await service.listConsultants(c.get('deps').database.db, c.get('principal'), query, {
      page,
      pageSize,
    });
    return c.json(result, 200);
  })
  .openapi(matrix, async (c) => {
    const { page, pageSize, ...query } = c.req.valid('query');
    return c.json(await skillsMatrix(c.get('deps').database.db, query, { page, pageSize }), 200);
  })
  .openapi(create, async (c) => {
    const created = await service.createConsultant(
      c.get('deps').database.db,
      c.get('principal'),
      actorOf(c),
      c.req.valid('json'),
      baseUrlOf(c.get('deps').env),
    );
    c.header('ETag', etagOf(created.version));
    return c.json(created, 201);
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
      c.get('deps').env.DATA_DIR,
    );
    c.header('ETag', etagOf(consultant.version));
    return c.json(consultant, 200);
  })
  .route('/', profileRouter)
  .route('/', photoRouter);
