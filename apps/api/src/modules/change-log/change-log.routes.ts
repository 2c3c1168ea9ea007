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
import type { Context } from 'hono';
import type { AppEnv } from '../../context.js';
import { access } from '../../middleware/access.js';
import { createRouter, defineRoute } from '../../lib/openapi.js';
import { formatQuerySchema, listResponse, respondCsv, splitFormat } from '../../lib/csv.js';
import { actorOf, errorResponses, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { etagOf, parseIfMatch } from '../../lib/versioning.js';
import { renderMarkdown } from './markdown.js';
import { CHANGE_LOG_CSV } from './change-log.csv.js';
import * as service from './change-log.service.js';

const tags = ['change-log'];
const idParams = z.object({ id: z.uuid({ error: 'Not a valid change-log entry id.' }) });
const ifMatch = z.object({ 'if-match': z.string().optional() });

const list = defineRoute({
  method: 'get',
  path: '/change-log',
  tags,
  summary: 'Change-log entries, newest first (drafts and scheduled ones only for admins who ask)',
  access: access.can('change_log.view'),
  request: { query: changeLogListQuerySchema.extend(formatQuerySchema.shape) },
  responses: { 200: listResponse(z.array(changeLogEntrySchema), 'The entries'), ...errorResponses },
});

const get = defineRoute({
  method: 'get',
  path: '/change-log/{id}',
  tags,
  summary: 'One entry (a draft is 404 unless you write the change log)',
  access: access.can('change_log.view'),
  request: { params: idParams },
  responses: { 200: jsonResponse(changeLogEntrySchema, 'The entry; ETag carries the version'), ...errorResponses },
});

const create = defineRoute({
  method: 'post',
  path: '/change-log',
  tags,
  summary: 'Write an entry (published_at null: draft; in the future: scheduled)',
  access: access.can('change_log.manage'),
  request: { body: jsonBody(changeLogInputSchema) },
  responses: { 201: jsonResponse(changeLogEntrySchema, 'The created entry'), ...errorResponses },
});

const update = defineRoute({
  method: 'patch',
  path: '/change-log/{id}',
  tags,
  summary: 'Edit, publish, schedule or unpublish an entry',
  description: 'Send the version read earlier in `If-Match`; a stale version gets 409.',
  access: access.can('change_log.manage'),
  request: { params: idParams, headers: ifMatch, body: jsonBody(changeLogUpdateSchema) },
  responses: { 200: jsonResponse(changeLogEntrySchema, 'The updated entry'), ...errorResponses },
});

const remove = defineRoute({
  method: 'delete',
  path: '/change-log/{id}',
  tags,
  summary: 'Delete an entry',
  access: access.can('change_log.manage'),
  request: { params: idParams, headers: ifMatch },
  responses: { 204: { description: 'Deleted' }, ...errorResponses },
});

const unread = defineRoute({
  method: 'get',
  path: '/change-log/unread',
  tags,
  summary: 'How many entries were published since you last opened the change log',
  access: access.can('change_log.view'),
  responses: { 200: jsonResponse(changeLogUnreadSchema, 'The count'), ...errorResponses },
});

const seen = defineRoute({
  method: 'post',
  path: '/change-log/seen',
  tags,
  summary: 'Mark the change log as seen now (clears the badge)',
  access: access.can('change_log.view'),
  responses: { 200: jsonResponse(changeLogUnreadSchema, 'The count after marking'), ...errorResponses },
});

const preview = defineRoute({
  method: 'post',
  path: '/change-log/preview',
  tags,
  summary: 'Render Markdown exactly as an entry would be shown',
  access: access.can('change_log.manage'),
  request: { body: jsonBody(markdownPreviewInputSchema) },
  responses: { 200: jsonResponse(markdownPreviewSchema, 'The sanitised HTML'), ...errorResponses },
});

const db = (c: Context<AppEnv>) => c.get('deps').database.db;

export const changeLogRouter = createRouter()
  .openapi(unread, async (c) => c.json(await service.unread(db(c), c.get('principal').userId), 200))
  .openapi(seen, async (c) => c.json(await service.markSeen(db(c), c.get('principal').userId), 200))
  .openapi(preview, (c) => c.json({ html: renderMarkdown(c.req.valid('json').body) }, 200))
  .openapi(list, async (c) => {
    const { format, export: requested, query } = splitFormat(c.req.valid('query'));
    if (format === 'csv') {
      return respondCsv(c, { ...CHANGE_LOG_CSV, page: service.entryRows(db(c), c.get('principal'), query) }, requested);
    }
    return c.json(await service.listEntries(db(c), c.get('principal'), query), 200);
  })
  .openapi(get, async (c) => {
    const entry = await service.getEntry(db(c), c.get('principal'), c.req.valid('param').id);
    c.header('ETag', etagOf(entry.version));
    return c.json(entry, 200);
  })
  .openapi(create, async (c) => {
    const entry = await service.createEntry(db(c), actorOf(c), c.get('principal'), c.req.valid('json'));
    c.header('ETag', etagOf(entry.version));
    return c.json(entry, 201);
  })
  .openapi(update, async (c) => {
    const entry = await service.updateEntry(
      db(c),
      actorOf(c),
      c.get('principal'),
      c.req.valid('param').id,
      c.req.valid('json'),
      parseIfMatch(c.req.header('if-match')),
    );
    c.header('ETag', etagOf(entry.version));
    return c.json(entry, 200);
  })
  .openapi(remove, async (c) => {
    await service.deleteEntry(db(c), actorOf(c), c.req.valid('param').id, parseIfMatch(c.req.header('if-match')));
    return c.body(null, 204);
  });
