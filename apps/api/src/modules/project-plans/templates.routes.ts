import { z } from '@hono/zod-openapi';
import { templateInputSchema, templateSchema, templateUpdateSchema } from '@praxis/shared';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/audit.js';
import { formatQuerySchema, listResponse } from '../../lib/csv.js';
import { respondListOrCsv } from '../../lib/list-route.js';
import { createRouter } from '../../lib/openapi.js';
import { respondVersioned, scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorsOf, jsonResponse } from '../../lib/route-helpers.js';
import { created, readById, readByQuery, uuidParams, versionedUpdate } from '../../lib/route-shapes.js';
import { respondCreated, respondRead, respondUpdated, type VersionedTarget } from '../../lib/versioned-handlers.js';
import { access } from '../../middleware/access.js';
import { TEMPLATE_CSV } from './templates.csv.js';
import * as templates from './templates.service.js';

const idParams = uuidParams('template');
const listQuery = z.object({ include_archived: z.enum(['true', 'false']).optional() }).extend(formatQuerySchema.shape);
/** Templates are admin settings (`settings.manage`); reading them needs `engagements.view`. */
const route = routeGroup({ tags: ['plan-templates'], access: access.can('settings.manage') });

const list = route.get('/plan-templates', {
  summary: 'Plan templates (archived ones only with include_archived, for admins)',
  access: access.can('engagements.view'),
  ...readByQuery(listQuery, listResponse(z.array(templateSchema), 'The templates'), errorsOf(401, 403, 422)),
});

const get = route.get('/plan-templates/{id}', {
  summary: 'One template with its tasks and links',
  access: access.can('engagements.view'),
  ...readById(idParams, jsonResponse(templateSchema, 'The template')),
});

const create = route.post('/plan-templates', {
  summary: 'Create a template',
  ...created(templateInputSchema, jsonResponse(templateSchema, 'The template'), errorsOf(401, 403, 422)),
});

const replace = route.put('/plan-templates/{id}', {
  summary: "Replace a template's name, type, tasks and links",
  ...versionedUpdate(idParams, templateInputSchema, jsonResponse(templateSchema, 'The template')),
});

const patch = route.patch('/plan-templates/{id}', {
  summary: 'Archive, restore or reorder a template',
  ...versionedUpdate(idParams, templateUpdateSchema, jsonResponse(templateSchema, 'The template')),
});

const duplicate = route.post('/plan-templates/{id}/duplicate', {
  summary: 'Duplicate a template',
  request: { params: idParams },
  responses: { 201: jsonResponse(templateSchema, 'The copy'), ...errorsOf(401, 403, 404, 422) },
});

/** A versioned template write, called the way the templates service takes it (the version before the patch). */
const templateWrite =
  <Patch, T>(save: (db: Db, actor: Actor, id: string, version: number | undefined, patch: Patch) => Promise<T>) =>
  (db: Db, { actor, id, expectedVersion, patch }: VersionedTarget & { patch: Patch }) =>
    save(db, actor, id, expectedVersion, patch);

export const planTemplatesRouter = createRouter()
  .openapi(list, async (c) => {
    const { db, principal } = scopeOf(c);
    const query = c.req.valid('query');
    const includeArchived = query.include_archived === 'true' && principal.permissions.has('settings.manage');
    return respondListOrCsv(c, query, {
      csv: () => ({ ...TEMPLATE_CSV, page: templates.templateRows(db, includeArchived) }),
      json: () => templates.listTemplates(db, includeArchived),
    });
  })
  .openapi(get, (c) => respondRead(c, (db, { id }) => templates.getTemplate(db, id)))
  .openapi(create, (c) => respondCreated(c, (db, { actor, input }) => templates.createTemplate(db, actor, input)))
  .openapi(replace, (c) => respondUpdated(c, templateWrite(templates.replaceTemplate)))
  .openapi(patch, (c) => respondUpdated(c, templateWrite(templates.patchTemplate)))
  .openapi(duplicate, async (c) => {
    const { db, actor } = scopeOf(c);
    return respondVersioned(c, await templates.duplicateTemplate(db, actor, c.req.valid('param').id), 201);
  });
