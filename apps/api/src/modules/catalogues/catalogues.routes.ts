import { z } from '@hono/zod-openapi';
import {
  CATALOGUE_KINDS,
  CATALOGUE_LABELS,
  catalogueItemInputSchema,
  catalogueItemSchema,
  catalogueItemUpdateSchema,
  catalogueListQuerySchema,
  catalogueOrderSchema,
  pageOf,
  paginationQuerySchema,
  type CatalogueKind,
} from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter, defineRoute } from '../../lib/openapi.js';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { scopeOf } from '../../lib/request-scope.js';
import { etagOf, parseIfMatch } from '../../lib/versioning.js';
import * as service from './catalogues.service.js';

const idParams = z.object({ id: z.uuid({ error: 'Not a valid id.' }) });

/** The same five routes for each admin-settings catalogue: list (anyone signed in), create, edit, delete, reorder. */
function catalogueRouter(kind: CatalogueKind) {
  const { plural, singular } = CATALOGUE_LABELS[kind];
  const tags = ['catalogues'];
  const list = defineRoute({
    method: 'get',
    path: `/${kind}`,
    tags,
    summary: `${plural}, in display order (paginated)`,
    access: access.signedIn,
    request: { query: paginationQuerySchema.extend(catalogueListQuerySchema.shape) },
    responses: {
      200: jsonResponse(pageOf(catalogueItemSchema), `A page of ${plural.toLowerCase()}`),
      ...errorResponses,
    },
  });
  const create = defineRoute({
    method: 'post',
    path: `/${kind}`,
    tags,
    summary: `Create a ${singular.toLowerCase()} (added last)`,
    access: access.can('settings.manage'),
    request: { body: jsonBody(catalogueItemInputSchema) },
    responses: { 201: jsonResponse(catalogueItemSchema, 'The created entry'), ...errorResponses },
  });
  const update = defineRoute({
    method: 'patch',
    path: `/${kind}/{id}`,
    tags,
    summary: `Edit a ${singular.toLowerCase()}`,
    description: 'Send the version in `If-Match`; a stale version gets 409.',
    access: access.can('settings.manage'),
    request: {
      params: idParams,
      headers: z.object({ 'if-match': z.string().optional() }),
      body: jsonBody(catalogueItemUpdateSchema),
    },
    responses: { 200: jsonResponse(catalogueItemSchema, 'The entry'), ...errorResponses },
  });
  const remove = defineRoute({
    method: 'delete',
    path: `/${kind}/{id}`,
    tags,
    summary: `Delete a ${singular.toLowerCase()} that nothing uses`,
    access: access.can('settings.manage'),
    request: { params: idParams },
    responses: { 204: { description: 'Deleted' }, ...errorResponses },
  });
  const reorder = defineRoute({
    method: 'put',
    path: `/${kind}/order`,
    tags,
    summary: `Set the display order of ${plural.toLowerCase()}`,
    access: access.can('settings.manage'),
    request: { body: jsonBody(catalogueOrderSchema) },
    responses: { 204: { description: 'Reordered' }, ...errorResponses },
  });

  return createRouter()
    .openapi(reorder, async (c) => {
      await service.reorderCatalogue(scopeOf(c).db, scopeOf(c).actor, kind, c.req.valid('json').ids);
      return c.body(null, 204);
    })
    .openapi(list, async (c) => {
      const { page, pageSize, ...filter } = c.req.valid('query');
      return c.json(await service.listCatalogue(scopeOf(c).db, kind, filter, { page, pageSize }), 200);
    })
    .openapi(create, async (c) => {
      const created = await service.createCatalogueItem(scopeOf(c).db, scopeOf(c).actor, kind, c.req.valid('json'));
      c.header('ETag', etagOf(created.version));
      return c.json(created, 201);
    })
    .openapi(update, async (c) => {
      const updated = await service.updateCatalogueItem(
        scopeOf(c).db,
        scopeOf(c).actor,
        kind,
        c.req.valid('param').id,
        c.req.valid('json'),
        parseIfMatch(c.req.header('if-match')),
      );
      c.header('ETag', etagOf(updated.version));
      return c.json(updated, 200);
    })
    .openapi(remove, async (c) => {
      await service.deleteCatalogueItem(scopeOf(c).db, scopeOf(c).actor, kind, c.req.valid('param').id);
      return c.body(null, 204);
    });
}

export const cataloguesRouter = CATALOGUE_KINDS.reduce(
  (router, kind) => router.route('/', catalogueRouter(kind)),
  createRouter(),
);
