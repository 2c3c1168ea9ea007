import { z } from '@hono/zod-openapi';
import {
  GOLDEN_DOCUMENT_MAX_BYTES,
  goldenDocumentVersionSchema,
  goldenItemSchema,
  goldenItemUpdateSchema,
  goldenLinkInputSchema,
} from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { formatQuerySchema, listResponse, pageOfRows } from '../../lib/csv.js';
import { respondListOrCsv } from '../../lib/list-route.js';
import { createRouter } from '../../lib/openapi.js';
import { scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorResponses, errorsOf, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { readById, uuidParams, versionedDelete, versionedUpdate } from '../../lib/route-shapes.js';
import { respondUpdated } from '../../lib/versioned-handlers.js';
import { folderItems } from './golden-folders.service.js';
import { GOLDEN_ITEMS_CSV, goldenItemCsvRow } from './golden-items.csv.js';
import * as service from './golden-items.service.js';

const route = routeGroup({ tags: ['golden-folders'], access: access.can('golden_folders') });
const folderParams = uuidParams('folder');
const itemParams = uuidParams('item');
const MAX_MB = GOLDEN_DOCUMENT_MAX_BYTES / (1024 * 1024);

/** Multipart uploads: the paths app.ts allows past the 1 MB JSON body limit. */
export const GOLDEN_UPLOAD_PATH = /^\/api\/golden-(folders\/[^/]+\/documents|items\/[^/]+\/versions)$/;

const listItems = route.get('/golden-folders/{id}/items', {
  summary: "A folder's documents and links (documents first, then by name); `format=csv` exports them",
  request: { params: folderParams, query: formatQuerySchema },
  responses: { 200: listResponse(z.array(goldenItemSchema), "The folder's items"), ...errorsOf(401, 403, 404, 422) },
});

const createLink = route.post('/golden-folders/{id}/links', {
  summary: 'Add a link to a folder',
  request: { params: folderParams, body: jsonBody(goldenLinkInputSchema) },
  responses: { 201: jsonResponse(goldenItemSchema, 'The created link'), ...errorResponses },
});

const uploadDocument = route.post('/golden-folders/{id}/documents', {
  summary: `Upload a document (multipart: file, optional name and description; at most ${MAX_MB} MB)`,
  description: 'PDF, Word, Excel, PowerPoint, PNG, JPEG, text, Markdown or CSV, recognised by content.',
  request: { params: folderParams },
  responses: { 201: jsonResponse(goldenItemSchema, 'The created document'), ...errorResponses },
});

const uploadVersion = route.post('/golden-items/{id}/versions', {
  summary: 'Upload a new version of a document (multipart field `file`); earlier versions are kept',
  request: { params: itemParams },
  responses: { 201: jsonResponse(goldenItemSchema, 'The document with its new version'), ...errorResponses },
});

const listVersions = route.get('/golden-items/{id}/versions', {
  summary: "A document's versions, newest first",
  ...readById(itemParams, jsonResponse(z.array(goldenDocumentVersionSchema), 'The versions'), errorResponses),
});

const download = route.get('/golden-items/{id}/download', {
  summary: 'Download a document (the newest version, or `?version=n`)',
  request: {
    params: itemParams,
    query: z.object({ version: z.coerce.number().int().min(1).max(1_000_000).optional() }),
  },
  responses: {
    200: { description: 'The file', content: { 'application/octet-stream': { schema: z.any() } } },
    ...errorResponses,
  },
});

const update = route.patch('/golden-items/{id}', {
  summary: 'Rename or describe a document or link (links: change the URL)',
  ...versionedUpdate(itemParams, goldenItemUpdateSchema, jsonResponse(goldenItemSchema, 'The updated item')),
});

const remove = route.delete('/golden-items/{id}', {
  summary: 'Delete a document (all its versions) or a link',
  ...versionedDelete(itemParams),
});

const formOf = async (req: { parseBody: () => Promise<Record<string, unknown>> }) =>
  req.parseBody().catch(() => ({}) as Record<string, unknown>);

const contentDisposition = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

export const goldenItemsRouter = createRouter()
  .openapi(listItems, async (c) => {
    const items = await folderItems(scopeOf(c).db, c.req.valid('param').id);
    return respondListOrCsv(c, c.req.valid('query'), {
      csv: () => ({ ...GOLDEN_ITEMS_CSV, page: pageOfRows(items.map(goldenItemCsvRow)) }),
      json: () => items,
    });
  })
  .openapi(createLink, async (c) => {
    const { db, actor } = scopeOf(c);
    return c.json(await service.createLink(db, actor, c.req.valid('param').id, c.req.valid('json')), 201);
  })
  .openapi(uploadDocument, async (c) => {
    const form = await formOf(c.req);
    const { db, deps, actor } = scopeOf(c);
    const item = await service.uploadDocument(db, deps.storage, actor, c.req.valid('param').id, {
      file: form.file,
      name: form.name,
      description: form.description,
    });
    return c.json(item, 201);
  })
  .openapi(uploadVersion, async (c) => {
    const form = await formOf(c.req);
    const { db, deps, actor } = scopeOf(c);
    return c.json(await service.uploadVersion(db, deps.storage, actor, c.req.valid('param').id, form.file), 201);
  })
  .openapi(listVersions, async (c) => c.json(await service.listVersions(scopeOf(c).db, c.req.valid('param').id), 200))
  .openapi(download, async (c) => {
    const { db, deps } = scopeOf(c);
    const { id } = c.req.valid('param');
    const { file, version } = await service.openDownload(db, deps.storage, id, c.req.valid('query').version);
    const textual = version.contentType.startsWith('text/');
    c.header('Content-Type', textual ? `${version.contentType}; charset=utf-8` : version.contentType);
    c.header('Content-Length', String(file.size || version.sizeBytes));
    c.header('Content-Disposition', contentDisposition(version.fileName));
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'private, no-cache');
    return c.body(file.body, 200) as never;
  })
  .openapi(update, (c) =>
    respondUpdated(c, (db, { actor, id, patch, expectedVersion }) =>
      service.updateItem(db, actor, id, patch, expectedVersion),
    ),
  )
  .openapi(remove, async (c) => {
    const { db, deps, actor, expectedVersion } = scopeOf(c);
    await service.deleteItem(db, deps.storage, actor, c.req.valid('param').id, expectedVersion);
    return c.body(null, 204);
  });
