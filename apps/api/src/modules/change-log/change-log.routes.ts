import { z } from '@hono/zod-openapi';
import {
  changeLogEntrySchema,
  changeLogInputSchema,
  changeLogListQuerySchema,
  changeLogUnreadSchema,
  changeLogUpdateSchema,
  markdownPreviewInputSchema,
  markdownPreviewSchema,
} from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter } from '../../lib/openapi.js';
import { formatQuerySchema, listResponse, respondCsv, splitFormat } from '../../lib/csv.js';
import { respondVersioned, scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { renderMarkdown } from './markdown.js';
import { CHANGE_LOG_CSV } from './change-log.csv.js';
import * as service from './change-log.service.js';

/** Reading the change log needs `change_log.view`; writing it, `change_log.manage`. */
const read = routeGroup({ tags: ['change-log'], access: access.can('change_log.view') });
const write = routeGroup({ tags: ['change-log'], access: access.can('change_log.manage') });
const idParams = z.object({ id: z.uuid({ error: 'Not a valid change-log entry id.' }) });
const ifMatch = z.object({ 'if-match': z.string().optional() });

const list = read.get('/change-log', {
  summary: 'Change-log entries, newest first (drafts and scheduled ones only for admins who ask)',
  request: { query: changeLogListQuerySchema.extend(formatQuerySchema.shape) },
  responses: { 200: listResponse(z.array(changeLogEntrySchema), 'The entries'), ...errorResponses },
});

const get = read.get('/change-log/{id}', {
  summary: 'One entry (a draft is 404 unless you write the change log)',
  request: { params: idParams },
  responses: { 200: jsonResponse(changeLogEntrySchema, 'The entry; ETag carries the version'), ...errorResponses },
});

const create = write.post('/change-log', {
  summary: 'Write an entry (published_at null: draft; in the future: scheduled)',
  request: { body: jsonBody(changeLogInputSchema) },
  responses: { 201: jsonResponse(changeLogEntrySchema, 'The created entry'), ...errorResponses },
});

const update = write.patch('/change-log/{id}', {
  summary: 'Edit, publish, schedule or unpublish an entry',
  description: 'Send the version read earlier in `If-Match`; a stale version gets 409.',
  request: { params: idParams, headers: ifMatch, body: jsonBody(changeLogUpdateSchema) },
  responses: { 200: jsonResponse(changeLogEntrySchema, 'The updated entry'), ...errorResponses },
});

const remove = write.delete('/change-log/{id}', {
  summary: 'Delete an entry',
  request: { params: idParams, headers: ifMatch },
  responses: { 204: { description: 'Deleted' }, ...errorResponses },
});

const unread = read.get('/change-log/unread', {
  summary: 'How many entries were published since you last opened the change log',
  responses: { 200: jsonResponse(changeLogUnreadSchema, 'The count'), ...errorResponses },
});

const seen = read.post('/change-log/seen', {
  summary: 'Mark the change log as seen now (clears the badge)',
  responses: { 200: jsonResponse(changeLogUnreadSchema, 'The count after marking'), ...errorResponses },
});

const preview = write.post('/change-log/preview', {
  summary: 'Render Markdown exactly as an entry would be shown',
  request: { body: jsonBody(markdownPreviewInputSchema) },
  responses: { 200: jsonResponse(markdownPreviewSchema, 'The sanitised HTML'), ...errorResponses },
});

export const changeLogRouter = createRouter()
  .openapi(unread, async (c) => {
    const { db, principal } = scopeOf(c);
    return c.json(await service.unread(db, principal.userId), 200);
  })
  .openapi(seen, async (c) => {
    const { db, principal } = scopeOf(c);
    return c.json(await service.markSeen(db, principal.userId), 200);
  })
  .openapi(preview, (c) => c.json({ html: renderMarkdown(c.req.valid('json').body) }, 200))
  .openapi(list, async (c) => {
    const { db, principal } = scopeOf(c);
    const { format, export: requested, query } = splitFormat(c.req.valid('query'));
    if (format === 'csv') {
      return respondCsv(c, { ...CHANGE_LOG_CSV, page: service.entryRows(db, principal, query) }, requested);
    }
    return c.json(await service.listEntries(db, principal, query), 200);
  })
  .openapi(get, async (c) => {
    const { db, principal } = scopeOf(c);
    return respondVersioned(c, await service.getEntry(db, principal, c.req.valid('param').id), 200);
  })
  .openapi(create, async (c) => {
    const { db, actor, principal } = scopeOf(c);
    return respondVersioned(c, await service.createEntry(db, actor, principal, c.req.valid('json')), 201);
  })
  .openapi(update, async (c) => {
    const { db, actor, principal, expectedVersion } = scopeOf(c);
    const { id } = c.req.valid('param');
    return respondVersioned(
      c,
      await service.updateEntry(db, actor, principal, id, c.req.valid('json'), expectedVersion),
      200,
    );
  })
  .openapi(remove, async (c) => {
    const { db, actor, expectedVersion } = scopeOf(c);
    await service.deleteEntry(db, actor, c.req.valid('param').id, expectedVersion);
    return c.body(null, 204);
  });
