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
import { createRouter, defineRoute } from '../../lib/openapi.js';
import { actorOf, errorResponses, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { etagOf, parseIfMatch } from '../../lib/versioning.js';
import * as service from './golden-folders.service.js';

const tags = ['golden-folders'];
const can = access.can('golden_folders');
const idParams = z.object({ id: z.uuid({ error: 'Not a valid folder id.' }) });
const ifMatch = z.object({ 'if-match': z.string().optional() });

const list = defineRoute({
  method: 'get',
  path: '/golden-folders',
  tags,
  summary: 'Top-level golden folders (kits per engagement type, then topics), with staleness',
  access: can,
  request: { query: goldenFolderListQuerySchema },
  responses: { 200: jsonResponse(z.array(goldenFolderSchema), 'The folders'), ...errorResponses },
});

const search = defineRoute({
  method: 'get',
  path: '/golden-folders/search',
  tags,
  summary: 'Full-text search over folder, document and link names and descriptions (prefix match)',
  access: can,
  request: { query: goldenSearchQuerySchema },
  responses: { 200: jsonResponse(z.array(goldenSearchHitSchema), 'Best matches first'), ...errorResponses },
});

const get = defineRoute({
  method: 'get',
  path: '/golden-folders/{id}',
  tags,
  summary: 'A folder with its path, sub-folders, documents and links',
  access: can,
  request: { params: idParams },
  responses: { 200: jsonResponse(goldenFolderDetailSchema, 'The folder'), ...errorResponses },
});

const create = defineRoute({
  method: 'post',
  path: '/golden-folders',
  tags,
  summary: 'Create a folder (top level, or inside parent_id)',
  access: can,
  request: { body: jsonBody(goldenFolderInputSchema) },
  responses: { 201: jsonResponse(goldenFolderSchema, 'The created folder'), ...errorResponses },
});

const update = defineRoute({
  method: 'patch',
  path: '/golden-folders/{id}',
  tags,
  summary: 'Rename, describe, move, reassign or mark a folder reviewed',
  access: can,
  request: { params: idParams, headers: ifMatch, body: jsonBody(goldenFolderUpdateSchema) },
  responses: { 200: jsonResponse(goldenFolderSchema, 'The updated folder'), ...errorResponses },
});

const remove = defineRoute({
  method: 'delete',
  path: '/golden-folders/{id}',
  tags,
  summary: 'Delete a folder with everything in it',
  access: can,
  request: { params: idParams, headers: ifMatch },
  responses: { 204: { description: 'Deleted' }, ...errorResponses },
});

export const goldenFoldersRouter = createRouter()
  .openapi(list, async (c) =>
    c.json(await service.listFolders(c.get('deps').database.db, c.req.valid('query').engagement_type), 200),
  )
  .openapi(search, async (c) =>
    c.json(await service.searchFolders(c.get('deps').database.db, c.req.valid('query').q), 200),
  )
  .openapi(get, async (c) => {
    const detail = await service.folderDetail(c.get('deps').database.db, c.req.valid('param').id);
    c.header('ETag', etagOf(detail.folder.version));
    return c.json(detail, 200);
  })
  .openapi(create, async (c) => {
    const folder = await service.createFolder(c.get('deps').database.db, actorOf(c), c.req.valid('json'));
    c.header('ETag', etagOf(folder.version));
    return c.json(folder, 201);
  })
  .openapi(update, async (c) => {
    const folder = await service.updateFolder(
      c.get('deps').database.db,
      actorOf(c),
      c.req.valid('param').id,
      c.req.valid('json'),
      parseIfMatch(c.req.header('if-match')),
    );
    c.header('ETag', etagOf(folder.version));
    return c.json(folder, 200);
  })
  .openapi(remove, async (c) => {
    const { database, storage } = c.get('deps');
    await service.deleteFolder(
      database.db,
      storage,
      actorOf(c),
      c.req.valid('param').id,
      parseIfMatch(c.req.header('if-match')),
    );
    return c.body(null, 204);
  });
