import { z } from '@hono/zod-openapi';
import {
  goldenFolderDetailSchema,
  goldenFolderInputSchema,
  goldenFolderListQuerySchema,
  goldenFolderSchema,
  goldenFolderUpdateSchema,
  goldenSearchHitSchema,
  goldenSearchQuerySchema,
} from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter } from '../../lib/openapi.js';
import { scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorResponses, jsonResponse } from '../../lib/route-helpers.js';
import {
  created,
  readById,
  readByQuery,
  uuidParams,
  versionedDelete,
  versionedUpdate,
} from '../../lib/route-shapes.js';
import { respondCreated, respondUpdated } from '../../lib/versioned-handlers.js';
import { etagOf } from '../../lib/versioning.js';
import * as service from './golden-folders.service.js';

const route = routeGroup({ tags: ['golden-folders'], access: access.can('golden_folders') });
const idParams = uuidParams('folder');

const list = route.get('/golden-folders', {
  summary: 'Top-level golden folders (kits per engagement type, then topics), with staleness',
  ...readByQuery(goldenFolderListQuerySchema, jsonResponse(z.array(goldenFolderSchema), 'The folders'), errorResponses),
});

const search = route.get('/golden-folders/search', {
  summary: 'Full-text search over folder, document and link names and descriptions (prefix match)',
  request: { query: goldenSearchQuerySchema },
  responses: { 200: jsonResponse(z.array(goldenSearchHitSchema), 'Best matches first'), ...errorResponses },
});

const get = route.get('/golden-folders/{id}', {
  summary: 'A folder with its path, sub-folders, documents and links',
  ...readById(idParams, jsonResponse(goldenFolderDetailSchema, 'The folder'), errorResponses),
});

const create = route.post('/golden-folders', {
  summary: 'Create a folder (top level, or inside parent_id)',
  ...created(goldenFolderInputSchema, jsonResponse(goldenFolderSchema, 'The created folder'), errorResponses),
});

const update = route.patch('/golden-folders/{id}', {
  summary: 'Rename, describe, move, reassign or mark a folder reviewed',
  ...versionedUpdate(idParams, goldenFolderUpdateSchema, jsonResponse(goldenFolderSchema, 'The updated folder')),
});

const remove = route.delete('/golden-folders/{id}', {
  summary: 'Delete a folder with everything in it',
  description: 'A top-level kit only by its owner or an admin (403 otherwise); a sub-folder by any kit editor.',
  ...versionedDelete(idParams),
});

export const goldenFoldersRouter = createRouter()
  .openapi(list, async (c) =>
    c.json(await service.listFolders(scopeOf(c).db, c.req.valid('query').engagement_type), 200),
  )
  .openapi(search, async (c) => c.json(await service.searchFolders(scopeOf(c).db, c.req.valid('query').q), 200))
  .openapi(get, async (c) => {
    const detail = await service.folderDetail(scopeOf(c).db, c.req.valid('param').id);
    c.header('ETag', etagOf(detail.folder.version));
    return c.json(detail, 200);
  })
  .openapi(create, (c) => respondCreated(c, (db, { actor, input }) => service.createFolder(db, actor, input)))
  .openapi(update, (c) =>
    respondUpdated(c, (db, { actor, id, patch, expectedVersion }) =>
      service.updateFolder(db, actor, id, patch, expectedVersion),
    ),
  )
  .openapi(remove, async (c) => {
    const { db, deps, principal, actor, expectedVersion } = scopeOf(c);
    const who = { principal, actor };
    await service.deleteFolder(db, deps.storage, who, c.req.valid('param').id, expectedVersion);
    return c.body(null, 204);
  });
