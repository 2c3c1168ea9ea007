import {
  hasPermission,
  positionCreateSchema,
  positionListQuerySchema,
  positionSchema,
  positionUpdateSchema,
} from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter } from '../../lib/openapi.js';
import { pagedCsvList, respondListOrCsv } from '../../lib/list-route.js';
import { respondVersioned, scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorsOf, jsonResponse } from '../../lib/route-helpers.js';
import { created, readById, uuidParams, versionedUpdate } from '../../lib/route-shapes.js';
import { respondCreated, respondUpdated } from '../../lib/versioned-handlers.js';
import { POSITION_CSV } from './recruiting.csv.js';
import * as service from './positions.service.js';

const idParams = uuidParams('position');
const route = routeGroup({ tags: ['recruiting'] });

const list = route.get('/recruiting/positions', {
  summary: 'List positions (everyone sees open ones; admin and Project Manager see every status)',
  access: access.can('recruiting.view'),
  ...pagedCsvList(positionListQuerySchema, positionSchema, 'A page of positions'),
});

const get = route.get('/recruiting/positions/{id}', {
  summary: 'Read one position',
  access: access.can('recruiting.view'),
  ...readById(idParams, jsonResponse(positionSchema, 'The position')),
});

const create = route.post('/recruiting/positions', {
  summary: 'Open a position (draft by default)',
  access: access.can('recruiting.candidates'),
  ...created(positionCreateSchema, jsonResponse(positionSchema, 'The created position'), errorsOf(401, 403, 422)),
});

const update = route.patch('/recruiting/positions/{id}', {
  summary: 'Update a position (skills, when sent, replace the list)',
  access: access.can('recruiting.candidates'),
  ...versionedUpdate(idParams, positionUpdateSchema, jsonResponse(positionSchema, 'The updated position')),
});

export const positionsRouter = createRouter()
  .openapi(list, async (c) => {
    const { db, principal } = scopeOf(c);
    const onlyOpen = !hasPermission(principal.roles, 'recruiting.candidates');
    return respondListOrCsv(c, c.req.valid('query'), {
      csv: (filter) => ({ ...POSITION_CSV, page: service.positionRows(db, { filter, onlyOpen }) }),
      json: (query) => service.listPositions(db, { query, onlyOpen }),
    });
  })
  .openapi(get, async (c) => {
    const { db, principal } = scopeOf(c);
    const onlyOpen = !hasPermission(principal.roles, 'recruiting.candidates');
    return respondVersioned(c, await service.getPosition(db, { id: c.req.valid('param').id, onlyOpen }), 200);
  })
  .openapi(create, (c) => respondCreated(c, service.createPosition))
  .openapi(update, (c) => respondUpdated(c, service.updatePosition));
