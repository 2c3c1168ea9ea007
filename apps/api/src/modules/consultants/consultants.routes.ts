import {
  consultantCardSchema,
  consultantCreateSchema,
  consultantListQuerySchema,
  consultantSchema,
  consultantUpdateSchema,
  invitationLinkSchema,
} from '@praxis/shared';
import { baseUrlOf } from '../../lib/env.js';
import { access } from '../../middleware/access.js';
import { createRouter } from '../../lib/openapi.js';
import { pagedCsvList, respondListOrCsv } from '../../lib/list-route.js';
import { respondVersioned, scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { respondRead } from '../../lib/versioned-handlers.js';
import { errorResponses, errorsOf, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { readById, uuidParams, versionedUpdate } from '../../lib/route-shapes.js';
import { CONSULTANT_CSV } from './consultants.csv.js';
import * as service from './consultants.service.js';
import { archiveRouter } from './archive.routes.js';
import { photoRouter } from './photo.routes.js';
import { profileRouter } from './profile.routes.js';
import { skillsRouter } from './skills.routes.js';

const route = routeGroup({ tags: ['consultants'] });
const idParams = uuidParams('consultant');

const list = route.get('/consultants', {
  summary: 'Directory: search (name, email, skill, product, certification, language), filters and sorting',
  description:
    'A minimum rating applies to the chosen category and/or product (any skill when neither is given). Paginated.',
  access: access.can('consultants.view'),
  ...pagedCsvList(consultantListQuerySchema, consultantCardSchema, 'A page of consultant cards'),
});

const create = route.post('/consultants', {
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

const get = route.get('/consultants/{id}', {
  summary: 'Read one consultant',
  access: access.can('consultants.view'),
  ...readById(idParams, jsonResponse(consultantSchema, 'The consultant; ETag carries the version'), errorResponses),
});

const updateShape = versionedUpdate(
  idParams,
  consultantUpdateSchema,
  jsonResponse(consultantSchema, 'The updated consultant'),
);
const update = route.patch('/consultants/{id}', {
  summary: 'Update a consultant (only the 14 profile fields; any other is refused)',
  description: 'Send the version read earlier in `If-Match` (required: 428 without it); a stale version gets 409.',
  access: access.can('profile.edit_own'),
  ...updateShape,
  responses: { ...updateShape.responses, ...errorsOf(428) },
});

export const consultantsRouter = createRouter()
  .route('/', skillsRouter)
  .openapi(list, async (c) => {
    const { db, principal: viewer } = scopeOf(c);
    const { page, pageSize, ...input } = c.req.valid('query');
    return respondListOrCsv(c, input, {
      csv: (query) => {
        service.assertMaySeeArchived(viewer, query);
        return { ...CONSULTANT_CSV, page: service.consultantRows(db, { viewer, query }) };
      },
      json: (query) => service.listConsultants(db, { viewer, query, page: { page, pageSize } }),
    });
  })
  .openapi(create, async (c) => {
    const { db, principal, actor, deps } = scopeOf(c);
    const created = await service.createConsultant(db, principal, actor, c.req.valid('json'), baseUrlOf(deps.env));
    return respondVersioned(c, created, 201);
  })
  .openapi(get, (c) => respondRead(c, (db, { principal, id }) => service.getConsultant(db, principal, id)))
  .openapi(update, async (c) => {
    const { db, principal, actor, expectedVersion, deps } = scopeOf(c);
    const { id } = c.req.valid('param');
    const patch = c.req.valid('json');
    const updated = await service.updateConsultant(db, principal, actor, id, patch, expectedVersion, deps.storage);
    return respondVersioned(c, updated, 200);
  })
  .route('/', profileRouter)
  .route('/', photoRouter)
  .route('/', archiveRouter);
