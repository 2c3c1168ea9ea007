import { z } from '@hono/zod-openapi';
import { templateInputSchema, templateSchema, templateUpdateSchema } from '@praxis/shared';
import { formatQuerySchema, listResponse, respondCsv, splitFormat } from '../../lib/csv.js';
import { createRouter } from '../../lib/openapi.js';
import { respondVersioned, scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { access } from '../../middleware/access.js';
import { TEMPLATE_CSV } from './templates.csv.js';
import * as templates from './templates.service.js';

const idParams = z.object({ id: z.uuid({ error: 'Not a valid template id.' }) });
const ifMatch = z.object({ 'if-match': z.string().optional() });
const listQuery = z.object({ include_archived: z.enum(['true', 'false']).optional() }).extend(formatQuerySchema.shape);
const { 401: e401, 403: e403, 404: e404, 409: e409, 422: e422 } = errorResponses;
/** Templates are admin settings (`settings.manage`); reading them needs `engagements.view`. */
const route = routeGroup({ tags: ['plan-templates'], access: access.can('settings.manage') });

const list = route.get('/plan-templates', {
  summary: 'Plan templates (archived ones only with include_archived, for admins)',
  access: access.can('engagements.view'),
  request: { query: listQuery },
  responses: { 200: listResponse(z.array(templateSchema), 'The templates'), 401: e401, 403: e403, 422: e422 },
});

const get = route.get('/plan-templates/{id}', {
  summary: 'One template with its tasks and links',
  access: access.can('engagements.view'),
  request: { params: idParams },
  responses: { 200: jsonResponse(templateSchema, 'The template'), 401: e401, 403: e403, 404: e404, 422: e422 },
});

const create = route.post('/plan-templates', {
  summary: 'Create a template',
  request: { body: jsonBody(templateInputSchema) },
  responses: { 201: jsonResponse(templateSchema, 'The template'), 401: e401, 403: e403, 422: e422 },
});

const replace = route.put('/plan-templates/{id}', {
  summary: "Replace a template's name, type, tasks and links",
  request: { params: idParams, headers: ifMatch, body: jsonBody(templateInputSchema) },
  responses: {
    200: jsonResponse(templateSchema, 'The template'),
    401: e401,
    403: e403,
    404: e404,
    409: e409,
    422: e422,
  },
});

const patch = route.patch('/plan-templates/{id}', {
  summary: 'Archive, restore or reorder a template',
  request: { params: idParams, headers: ifMatch, body: jsonBody(templateUpdateSchema) },
  responses: {
    200: jsonResponse(templateSchema, 'The template'),
    401: e401,
    403: e403,
    404: e404,
    409: e409,
    422: e422,
  },
});

const duplicate = route.post('/plan-templates/{id}/duplicate', {
  summary: 'Duplicate a template',
  request: { params: idParams },
  responses: { 201: jsonResponse(templateSchema, 'The copy'), 401: e401, 403: e403, 404: e404, 422: e422 },
});

export const planTemplatesRouter = createRouter()
  .openapi(list, async (c) => {
    const { db, principal } = scopeOf(c);
    const { format, export: requested, query } = splitFormat(c.req.valid('query'));
    const includeArchived = query.include_archived === 'true' && principal.permissions.has('settings.manage');
    if (format === 'csv') {
      return respondCsv(c, { ...TEMPLATE_CSV, page: templates.templateRows(db, includeArchived) }, requested);
    }
    return c.json(await templates.listTemplates(db, includeArchived), 200);
  })
  .openapi(get, async (c) =>
    respondVersioned(c, await templates.getTemplate(scopeOf(c).db, c.req.valid('param').id), 200),
  )
  .openapi(create, async (c) => {
    const { db, actor } = scopeOf(c);
    return respondVersioned(c, await templates.createTemplate(db, actor, c.req.valid('json')), 201);
  })
  .openapi(replace, async (c) => {
    const { db, actor, expectedVersion } = scopeOf(c);
    const template = await templates.replaceTemplate(
      db,
      actor,
      c.req.valid('param').id,
      expectedVersion,
      c.req.valid('json'),
    );
    return respondVersioned(c, template, 200);
  })
  .openapi(patch, async (c) => {
    const { db, actor, expectedVersion } = scopeOf(c);
    const template = await templates.patchTemplate(
      db,
      actor,
      c.req.valid('param').id,
      expectedVersion,
      c.req.valid('json'),
    );
    return respondVersioned(c, template, 200);
  })
  .openapi(duplicate, async (c) => {
    const { db, actor } = scopeOf(c);
    return respondVersioned(c, await templates.duplicateTemplate(db, actor, c.req.valid('param').id), 201);
  });
