import { z } from '@hono/zod-openapi';
import {
  GOLDEN_DOCUMENT_MAX_BYTES,
  goldenDocumentVersionSchema,
  goldenItemSchema,
  goldenItemUpdateSchema,
  goldenLinkInputSchema,
} from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter, defineRoute } from '../../lib/openapi.js';
import { actorOf, errorResponses, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { etagOf, parseIfMatch } from '../../lib/versioning.js';
import * as service from './golden-items.service.js';

const tags = ['golden-folders'];
const can = access.can('golden_folders');
const folderParams = z.object({ id: z.uuid({ error: 'Not a valid folder id.' }) });
const itemParams = z.object({ id: z.uuid({ error: 'Not a valid item id.' }) });
const ifMatch = z.object({ 'if-match': z.string().optional() });
const MAX_MB = GOLDEN_DOCUMENT_MAX_BYTES / (1024 * 1024);

/** Multipart uploads: the paths app.ts allows past the 1 MB JSON body limit. */
export const GOLDEN_UPLOAD_PATH = /^\/api\/golden-(folders\/[^/]+\/documents|items\/[^/]+\/versions)$/;

const createLink = defineRoute({
  method: 'post',
  path: '/golden-folders/{id}/links',
  tags,
  summary: 'Add a link to a folder',
  access: can,
  request: { params: folderParams, body: jsonBody(goldenLinkInputSchema) },
  responses: { 201: jsonResponse(goldenItemSchema, 'The created link'), ...errorResponses },
});

const uploadDocument = defineRoute({
  method: 'post',
  path: '/golden-folders/{id}/documents',
  tags,
  summary: `Upload a document (multipart: file, optional name and description; at most ${MAX_MB} MB)`,
  description: 'PDF, Word, Excel, PowerPoint, PNG, JPEG, text, Markdown or CSV, recognised by content.',
  access: can,
  request: { params: folderParams },
  responses: { 201: jsonResponse(goldenItemSchema, 'The created document'), ...errorResponses },
});

const uploadVersion = defineRoute({
  method: 'post',
  path: '/golden-items/{id}/versions',
  tags,
  summary: 'Upload a new version of a document (multipart field `file`); earlier versions are kept',
  access: can,
  request: { params: itemParams },
  responses: { 201: jsonResponse(goldenItemSchema, 'The document with its new version'), ...errorResponses },
});

const listVersions = defineRoute({
  method: 'get',
  path: '/golden-items/{id}/versions',
  tags,
  summary: "A document's versions, newest first",
  access: can,
  request: { params: itemParams },
  responses: { 200: jsonResponse(z.array(goldenDocumentVersionSchema), 'The versions'), ...errorResponses },
});

const download = defineRoute({
  method: 'get',
  path: '/golden-items/{id}/download',
  tags,
  summary: 'Download a document (the newest version, or `?version=n`)',
  access: can,
  request: {
    params: itemParams,
    query: z.object({ version: z.coerce.number().int().min(1).max(1_000_000).optional() }),
  },
  responses: {
    200: { description: 'The file', content: { 'application/octet-stream': { schema: z.any() } } },
    ...errorResponses,
  },
});

const update = defineRoute({
  method: 'patch',
  path: '/golden-items/{id}',
  tags,
  summary: 'Rename or describe a document or link (links: change the URL)',
  access: can,
  request: { params: itemParams, headers: ifMatch, body: jsonBody(goldenItemUpdateSchema) },
  responses: { 200: jsonResponse(goldenItemSchema, 'The updated item'), ...errorResponses },
});

const remove = defineRoute({
  method: 'delete',
  path: '/golden-items/{id}',
  tags,
  summary: 'Delete a document (all its versions) or a link',
  access: can,
  request: { params: itemParams, headers: ifMatch },
  responses: { 204: { description: 'Deleted' }, ...errorResponses },
});

const formOf = async (req: { parseBody: () => Promise<Record<string, unknown>> }) =>
  req.parseBody().catch(() => ({}) as Record<string, unknown>);

const contentDisposition = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

export const goldenItemsRouter = createRouter()
  .openapi(createLink, async (c) => {
    const item = await service.createLink(
      c.get('deps').database.db,
      actorOf(c),
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return c.json(item, 201);
  })
  .openapi(uploadDocument, async (c) => {
    const form = await formOf(c.req);
    const { database, storage } = c.get('deps');
    const item = await service.uploadDocument(database.db, storage, actorOf(c), c.req.valid('param').id, {
      file: form.file,
      name: form.name,
      description: form.description,
    });
    return c.json(item, 201);
  })
  .openapi(uploadVersion, async (c) => {
    const form = await formOf(c.req);
    const { database, storage } = c.get('deps');
    return c.json(
      await service.uploadVersion(database.db, storage, actorOf(c), c.req.valid('param').id, form.file),
      201,
    );
  })
  .openapi(listVersions, async (c) =>
    c.json(await service.listVersions(c.get('deps').database.db, c.req.valid('param').id), 200),
  )
  .openapi(download, async (c) => {
    const { database, storage } = c.get('deps');
    const { file, version } = await service.openDownload(
      database.db,
      storage,
      c.req.valid('param').id,
      c.req.valid('query').version,
    );
    const textual = version.contentType.startsWith('text/');
    c.header('Content-Type', textual ? `${version.contentType}; charset=utf-8` : version.contentType);
    c.header('Content-Length', String(file.size || version.sizeBytes));
    c.header('Content-Disposition', contentDisposition(version.fileName));
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'private, no-cache');
    return c.body(file.body, 200) as never;
  })
  .openapi(update, async (c) => {
    const item = await service.updateItem(
      c.get('deps').database.db,
      actorOf(c),
      c.req.valid('param').id,
      c.req.valid('json'),
      parseIfMatch(c.req.header('if-match')),
    );
    c.header('ETag', etagOf(item.version));
    return c.json(item, 200);
  })
  .openapi(remove, async (c) => {
    const { database, storage } = c.get('deps');
    await service.deleteItem(
      database.db,
      storage,
      actorOf(c),
      c.req.valid('param').id,
      parseIfMatch(c.req.header('if-match')),
    );
    return c.body(null, 204);
  });
