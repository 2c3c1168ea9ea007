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
import { renderMarkdown } from '@praxis/shared/markdown';
import { access } from '../../middleware/access.js';
import { createRouter } from '../../lib/openapi.js';
import { formatQuerySchema, listResponse } from '../../lib/csv.js';
import { respondListOrCsv } from '../../lib/list-route.js';
import { scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { created, readById, uuidParams, versionedDelete, versionedUpdate } from '../../lib/route-shapes.js';
import { respondCreated, respondDeleted, respondRead, respondUpdated } from '../../lib/versioned-handlers.js';
import { CHANGE_LOG_CSV } from './change-log.csv.js';
import * as service from './change-log.service.js';

/** Reading the change log needs `change_log.view`; writing it, `change_log.manage`. */
const read = routeGroup({ tags: ['change-log'], access: access.can('change_log.view') });
const write = routeGroup({ tags: ['change-log'], access: access.can('change_log.manage') });
const idParams = uuidParams('change-log entry');

const list = read.get('/change-log', {
  summary: 'Change-log entries, newest first (drafts and scheduled ones only for admins who ask)',
  request: { query: changeLogListQuerySchema.extend(formatQuerySchema.shape) },
  responses: { 200: listResponse(z.array(changeLogEntrySchema), 'The entries'), ...errorResponses },
});

const get = read.get('/change-log/{id}', {
  summary: 'One entry (a draft is 404 unless you write the change log)',
  ...readById(idParams, jsonResponse(changeLogEntrySchema, 'The entry; ETag carries the version'), errorResponses),
});

const create = write.post('/change-log', {
  summary: 'Write an entry (published_at null: draft; in the future: scheduled)',
  ...created(changeLogInputSchema, jsonResponse(changeLogEntrySchema, 'The created entry'), errorResponses),
});

const update = write.patch('/change-log/{id}', {
  summary: 'Edit, publish, schedule or unpublish an entry',
  description: 'Send the version read earlier in `If-Match`; a stale version gets 409.',
  ...versionedUpdate(idParams, changeLogUpdateSchema, jsonResponse(changeLogEntrySchema, 'The updated entry')),
});

const remove = write.delete('/change-log/{id}', {
  summary: 'Delete an entry',
  ...versionedDelete(idParams),
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
    return respondListOrCsv(c, c.req.valid('query'), {
      csv: (query) => ({ ...CHANGE_LOG_CSV, page: service.entryRows(db, principal, query) }),
      json: (query) => service.listEntries(db, principal, query),
    });
  })
  .openapi(get, (c) => respondRead(c, (db, { principal, id }) => service.getEntry(db, principal, id)))
  .openapi(create, (c) =>
    respondCreated(c, (db, { actor, principal, input }) => service.createEntry(db, actor, principal, input)),
  )
  .openapi(update, (c) =>
    respondUpdated(c, (db, { actor, principal, id, patch, expectedVersion }) =>
      service.updateEntry(db, actor, principal, id, patch, expectedVersion),
    ),
  )
  .openapi(remove, (c) =>
    respondDeleted(c, (db, { actor, id, expectedVersion }) => service.deleteEntry(db, actor, id, expectedVersion)),
  );
