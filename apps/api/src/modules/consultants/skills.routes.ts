import { z } from '@hono/zod-openapi';
import {
  expertiseInputSchema,
  expertiseSchema,
  expertiseUpdateSchema,
  skillsMatrixQuerySchema,
  skillsMatrixSchema,
} from '@praxis/shared';
import { createRouter } from '../../lib/openapi.js';
import { scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorResponses, jsonResponse } from '../../lib/route-helpers.js';
import { createdUnder, deleteById, uuidParam, writeById } from '../../lib/route-shapes.js';
import { access } from '../../middleware/access.js';
import * as skills from './skills.service.js';
import { listResponse } from '../../lib/csv.js';
import { pagedCsvQuery, respondListOrCsv } from '../../lib/list-route.js';

/** Every skill route: a profile's skills (owner or `consultants.manage`) and the skills inventory. */
const route = routeGroup({ tags: ['consultants'], access: access.can('profile.edit_own') });
const id = uuidParam('consultant');
const idParams = z.object({ id });
const itemParams = z.object({ id, itemId: uuidParam() });

const matrix = route.get('/consultants/skills-matrix', {
  summary: 'Skills inventory: consultants × products of a category (or one product) at a minimum rating',
  access: access.can('consultants.view'),
  request: { query: pagedCsvQuery(skillsMatrixQuerySchema) },
  responses: { 200: listResponse(skillsMatrixSchema, 'A page of the matrix'), ...errorResponses },
});
const add = route.post('/consultants/{id}/expertise', {
  summary: 'Add a skill (rating defaults to 1)',
  ...createdUnder(idParams, expertiseInputSchema, jsonResponse(expertiseSchema, 'The created skill'), errorResponses),
});
const rate = route.patch('/consultants/{id}/expertise/{itemId}', {
  summary: 'Change a skill rating (1–5)',
  ...writeById(itemParams, expertiseUpdateSchema, jsonResponse(expertiseSchema, 'The skill'), errorResponses),
});
const remove = route.delete('/consultants/{id}/expertise/{itemId}', {
  summary: 'Remove a skill',
  ...deleteById(itemParams, 'Removed', errorResponses),
});

/** Mounted before `/consultants/{id}`, so that `/consultants/skills-matrix` is not read as an id. */
export const skillsRouter = createRouter()
  .openapi(matrix, async (c) => {
    const { page, pageSize, ...input } = c.req.valid('query');
    const { db } = scopeOf(c);
    return respondListOrCsv(c, input, {
      csv: (query) => skills.skillsMatrixCsv(db, query),
      json: (query) => skills.skillsMatrix(db, query, { page, pageSize }),
    });
  })
  .openapi(add, async (c) => {
    const { db, principal, actor } = scopeOf(c);
    const input = c.req.valid('json');
    return c.json(await skills.addSkill(db, { principal, actor, consultantId: c.req.valid('param').id, input }), 201);
  })
  .openapi(rate, async (c) => {
    const { db, principal, actor } = scopeOf(c);
    const { id: consultantId, itemId } = c.req.valid('param');
    const { rating } = c.req.valid('json');
    return c.json(await skills.rateSkill(db, { principal, actor, consultantId, id: itemId, rating }), 200);
  })
  .openapi(remove, async (c) => {
    const { db, principal, actor } = scopeOf(c);
    const { id: consultantId, itemId } = c.req.valid('param');
    await skills.removeSkill(db, { principal, actor, consultantId, id: itemId });
    return c.body(null, 204);
  });
