import {
  CATALOGUE_KINDS,
  CATALOGUE_LABELS,
  catalogueItemInputSchema,
  catalogueItemSchema,
  catalogueItemUpdateSchema,
  catalogueListQuerySchema,
  catalogueOrderSchema,
  pageOf,
  type CatalogueKind,
} from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { listResponse } from '../../lib/csv.js';
import { pagedCsvQuery, respondListOrCsv } from '../../lib/list-route.js';
import { createRouter } from '../../lib/openapi.js';
import { routeGroup } from '../../lib/route-group.js';
import { respondCreated } from '../../lib/versioned-handlers.js';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { uuidParams, versionedUpdate } from '../../lib/route-shapes.js';
import { respondVersioned, scopeOf } from '../../lib/request-scope.js';
import { catalogueCsv } from './catalogues.csv.js';
import * as service from './catalogues.service.js';

const idParams = uuidParams();

/** The same five routes for each admin-settings catalogue: list (anyone signed in), create, edit, delete, reorder. */
function catalogueRouter(kind: CatalogueKind) {
  const { plural, singular } = CATALOGUE_LABELS[kind];
  /** Changing a catalogue is for settings managers; reading it is for anyone signed in. */
  const route = routeGroup({ tags: ['catalogues'], access: access.can('settings.manage') });
  const list = route.get(`/${kind}`, {
    summary: `${plural}, in display order (paginated)`,
    access: access.signedIn,
    request: {
      query: pagedCsvQuery(catalogueListQuerySchema),
    },
    responses: {
      200: listResponse(pageOf(catalogueItemSchema), `A page of ${plural.toLowerCase()}`),
      ...errorResponses,
    },
  });
  const create = route.post(`/${kind}`, {
    summary: `Create a ${singular.toLowerCase()} (added last)`,
    request: { body: jsonBody(catalogueItemInputSchema) },
    responses: { 201: jsonResponse(catalogueItemSchema, 'The created entry'), ...errorResponses },
  });
  const update = route.patch(`/${kind}/{id}`, {
    summary: `Edit a ${singular.toLowerCase()}`,
    description: 'Send the version in `If-Match`; a stale version gets 409.',
    ...versionedUpdate(idParams, catalogueItemUpdateSchema, jsonResponse(catalogueItemSchema, 'The entry')),
  });
  const remove = route.delete(`/${kind}/{id}`, {
    summary: `Delete a ${singular.toLowerCase()} that nothing uses`,
    request: { params: idParams },
    responses: { 204: { description: 'Deleted' }, ...errorResponses },
  });
  const reorder = route.put(`/${kind}/order`, {
    summary: `Set the display order of ${plural.toLowerCase()}`,
    request: { body: jsonBody(catalogueOrderSchema) },
    responses: { 204: { description: 'Reordered' }, ...errorResponses },
  });

  return createRouter()
    .openapi(reorder, async (c) => {
      const { db, actor } = scopeOf(c);
      await service.reorderCatalogue(db, actor, kind, c.req.valid('json').ids);
      return c.body(null, 204);
    })
    .openapi(list, async (c) => {
      const { db } = scopeOf(c);
      const { page, pageSize, ...query } = c.req.valid('query');
      return respondListOrCsv(c, query, {
        csv: (filter) => ({ ...catalogueCsv(kind), page: service.catalogueRows(db, kind, filter) }),
        json: (filter) => service.listCatalogue(db, kind, filter, { page, pageSize }),
      });
    })
    .openapi(create, (c) =>
      respondCreated(c, (db, { actor, input }) => service.createCatalogueItem(db, actor, kind, input)),
    )
    .openapi(update, async (c) => {
      const { db, actor, expectedVersion } = scopeOf(c);
      const { id } = c.req.valid('param');
      const updated = await service.updateCatalogueItem(db, actor, kind, id, c.req.valid('json'), expectedVersion);
      return respondVersioned(c, updated, 200);
    })
    .openapi(remove, async (c) => {
      const { db, actor } = scopeOf(c);
      await service.deleteCatalogueItem(db, actor, kind, c.req.valid('param').id);
      return c.body(null, 204);
    });
}

export const cataloguesRouter = CATALOGUE_KINDS.reduce(
  (router, kind) => router.route('/', catalogueRouter(kind)),
  createRouter(),
);
