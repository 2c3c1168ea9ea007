import { z } from '@hono/zod-openapi';
import {
  pageOf,
  paginationQuerySchema,
  workItemActivitySchema,
  workItemBoardQuerySchema,
  workItemBoardSchema,
  workItemCommentInputSchema,
  workItemCommentSchema,
  workItemCreateSchema,
  workItemDetailSchema,
  workItemEngagementOptionSchema,
  workItemListQuerySchema,
  workItemMoveSchema,
  workItemSchema,
  workItemSummarySchema,
  workItemUpdateSchema,
} from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter } from '../../lib/openapi.js';
import { parseIdempotencyKey } from '../../lib/idempotency.js';
import { pagedCsvList, respondListOrCsv } from '../../lib/list-route.js';
import { respondVersioned, scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorsOf, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import {
  readById,
  readByQuery,
  uuidParam,
  uuidParams,
  versionedDelete,
  versionedUpdate,
} from '../../lib/route-shapes.js';
import { respondDeleted, respondRead, respondUpdated } from '../../lib/versioned-handlers.js';
import { WORK_ITEM_CSV } from './work-items.csv.js';
import * as commentsService from './comments.service.js';
import * as service from './work-items.service.js';

const idParams = uuidParams('work item');
/** Reads need `work_items.view`; the routes that write say their own permission. */
const route = routeGroup({ tags: ['work-items'], access: access.can('work_items.view') });

const create = route.post('/work-items', {
  summary: 'Create a work item (internal or engagement request)',
  description: 'Send an `Idempotency-Key` header to make retries safe: the same key returns the first result.',
  // A new work item changes nobody's roles, whitelist, consultant link or name: cached principals stay valid.
  access: access.identityNeutral(access.can('work_items.create')),
  request: { headers: z.object({ 'idempotency-key': z.string().optional() }), body: jsonBody(workItemCreateSchema) },
  responses: { 201: jsonResponse(workItemSchema, 'The created work item'), ...errorsOf(401, 403, 409, 422) },
});

const list = route.get('/work-items', {
  summary: 'List work items (filters, search, sort, pages); `mine=true` for my own requests',
  ...pagedCsvList(workItemListQuerySchema, workItemSummarySchema, 'A page of work items'),
});

const board = route.get('/work-items/board', {
  summary: 'A kanban board: every status column with its first `limit` cards in board order and its total',
  ...readByQuery(workItemBoardQuerySchema, jsonResponse(workItemBoardSchema, 'The board'), errorsOf(401, 403, 422)),
});

const engagementOptions = route.get('/work-items/engagement-options', {
  summary: 'Engagements a request can be filed against (up to 50, searchable by engagement or client name)',
  request: { query: z.object({ q: z.string().trim().max(200).optional() }) },
  responses: {
    200: jsonResponse(z.array(workItemEngagementOptionSchema), 'Matching engagements'),
    ...errorsOf(401, 403, 422),
  },
});

const get = route.get('/work-items/{id}', {
  summary: 'Read one work item (with the names it shows and, for bug reports, the error details)',
  ...readById(idParams, jsonResponse(workItemDetailSchema, 'The work item; ETag carries the version')),
});

const update = route.patch('/work-items/{id}', {
  summary: 'Edit a work item (own items; admins any). Assigning notifies the assignee.',
  description: 'Send the version read earlier in `If-Match`; a stale version gets 409.',
  access: access.can('work_items.update'),
  ...versionedUpdate(idParams, workItemUpdateSchema, jsonResponse(workItemDetailSchema, 'The updated work item')),
});

const move = route.post('/work-items/{id}/move', {
  summary: 'Move a card to a status column, between two neighbours (own items; admins any)',
  description:
    'Send the version in `If-Match`. A stale version, or neighbours no longer in that column, get 409. A status ' +
    'change notifies the requester.',
  access: access.can('work_items.update'),
  ...versionedUpdate(idParams, workItemMoveSchema, jsonResponse(workItemDetailSchema, 'The moved work item')),
});

const remove = route.delete('/work-items/{id}', {
  summary: "Delete a work item (admin), or withdraw one's own request while it is Requested",
  access: access.can('work_items.create'),
  ...versionedDelete(idParams),
});

const comments = route.get('/work-items/{id}/comments', {
  summary: 'Comments on a work item, oldest first',
  request: { params: idParams, query: paginationQuerySchema },
  responses: {
    200: jsonResponse(pageOf(workItemCommentSchema), 'A page of comments'),
    ...errorsOf(401, 403, 404, 422),
  },
});

const addComment = route.post('/work-items/{id}/comments', {
  summary: 'Comment on a work item (the requester is notified)',
  access: access.can('work_items.update'),
  request: { params: idParams, body: jsonBody(workItemCommentInputSchema) },
  responses: { 201: jsonResponse(workItemCommentSchema, 'The created comment'), ...errorsOf(401, 403, 404, 422) },
});

const commentParams = idParams.extend({ commentId: uuidParam('comment') });

const editComment = route.patch('/work-items/{id}/comments/{commentId}', {
  summary: 'Edit one’s own comment (If-Match; newly mentioned people are notified)',
  access: access.can('work_items.update'),
  ...versionedUpdate(commentParams, workItemCommentInputSchema, jsonResponse(workItemCommentSchema, 'The comment')),
});

const removeComment = route.delete('/work-items/{id}/comments/{commentId}', {
  summary: 'Delete one’s own comment (an admin: any), If-Match',
  access: access.can('work_items.update'),
  ...versionedDelete(commentParams),
});

const activity = route.get('/work-items/{id}/activity', {
  summary: 'The history of a work item from the audit log, newest first',
  request: { params: idParams, query: paginationQuerySchema },
  responses: {
    200: jsonResponse(pageOf(workItemActivitySchema), 'A page of history entries'),
    ...errorsOf(401, 403, 404, 422),
  },
});

// Static paths (/board, /engagement-options) are registered before /{id}.
export const workItemsRouter = createRouter()
  .openapi(create, async (c) => {
    const { db, principal, actor } = scopeOf(c);
    const idempotencyKey = parseIdempotencyKey(c.req.header('idempotency-key'));
    const created = await service.createWorkItem(db, { principal, actor, input: c.req.valid('json'), idempotencyKey });
    return respondVersioned(c, created, 201);
  })
  .openapi(list, async (c) => {
    const { db, principal } = scopeOf(c);
    const { page, pageSize, sort, ...input } = c.req.valid('query');
    return respondListOrCsv(c, input, {
      csv: (filter) => ({ ...WORK_ITEM_CSV, page: service.workItemRows(db, { principal, filter, sort }) }),
      json: (filter) => service.listWorkItems(db, { principal, filter, sort, page: { page, pageSize } }),
    });
  })
  .openapi(board, async (c) => {
    const { db, principal } = scopeOf(c);
    const { limit, ...filter } = c.req.valid('query');
    return c.json(await service.getBoard(db, { principal, filter, limit }), 200);
  })
  .openapi(engagementOptions, async (c) =>
    c.json(await service.engagementOptions(scopeOf(c).db, { q: c.req.valid('query').q }), 200),
  )
  .openapi(get, (c) => respondRead(c, (db, { principal: viewer, id }) => service.getWorkItem(db, { viewer, id })))
  .openapi(update, (c) => respondUpdated(c, service.updateWorkItem))
  .openapi(move, async (c) => {
    const { db, principal, actor, expectedVersion } = scopeOf(c);
    const { id } = c.req.valid('param');
    const move = c.req.valid('json');
    return respondVersioned(c, await service.moveWorkItem(db, { principal, actor, id, move, expectedVersion }), 200);
  })
  .openapi(remove, (c) => respondDeleted(c, service.deleteWorkItem))
  .openapi(comments, async (c) => {
    const { page, pageSize } = c.req.valid('query');
    const { id } = c.req.valid('param');
    return c.json(await commentsService.listComments(scopeOf(c).db, { id, page: { page, pageSize } }), 200);
  })
  .openapi(addComment, async (c) => {
    const { db, principal, actor } = scopeOf(c);
    const { body } = c.req.valid('json');
    return c.json(await commentsService.addComment(db, { principal, actor, id: c.req.valid('param').id, body }), 201);
  })
  .openapi(editComment, async (c) => {
    const { db, principal, actor, expectedVersion } = scopeOf(c);
    const { id, commentId } = c.req.valid('param');
    const { body } = c.req.valid('json');
    const edited = await commentsService.updateComment(db, { principal, actor, id, commentId, body, expectedVersion });
    return respondVersioned(c, edited, 200);
  })
  .openapi(removeComment, async (c) => {
    const { db, principal, actor, expectedVersion } = scopeOf(c);
    const { id, commentId } = c.req.valid('param');
    await commentsService.deleteComment(db, { principal, actor, id, commentId, expectedVersion });
    return c.body(null, 204);
  })
  .openapi(activity, async (c) => {
    const { page, pageSize } = c.req.valid('query');
    const { id } = c.req.valid('param');
    return c.json(await service.listActivity(scopeOf(c).db, { id, page: { page, pageSize } }), 200);
  });
