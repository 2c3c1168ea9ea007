import { z } from '@hono/zod-openapi';
import {
  notificationCreateSchema,
  notificationListQuerySchema,
  notificationSchema,
  unreadCountSchema,
} from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter } from '../../lib/openapi.js';
import { pagedCsvList, respondListOrCsv } from '../../lib/list-route.js';
import { scopeOf } from '../../lib/request-scope.js';
import { routeGroup } from '../../lib/route-group.js';
import { errorsOf, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import { deleteById, readById, uuidParams } from '../../lib/route-shapes.js';
import { NOTIFICATION_CSV } from './notifications.csv.js';
import * as service from './notifications.service.js';

const idParams = uuidParams('notification');
/** My own notifications (`notifications.own`); sending one to someone else is an admin's. */
const route = routeGroup({ tags: ['notifications'], access: access.can('notifications.own') });

const list = route.get('/notifications', {
  summary: 'My notifications, newest first (unread or all)',
  ...pagedCsvList(notificationListQuerySchema, notificationSchema, 'A page of my notifications'),
});

const count = route.get('/notifications/unread-count', {
  summary: 'How many of my notifications are unread',
  responses: { 200: jsonResponse(unreadCountSchema, 'The unread count'), ...errorsOf(401, 403) },
});

const markRead = route.post('/notifications/{id}/read', {
  summary: 'Mark one of my notifications read',
  ...readById(idParams, jsonResponse(notificationSchema, 'The notification')),
});

const markAllRead = route.post('/notifications/read-all', {
  summary: 'Mark all my notifications read',
  responses: {
    200: jsonResponse(z.object({ updated: z.number().int() }), 'How many were marked'),
    ...errorsOf(401, 403),
  },
});

const remove = route.delete('/notifications/{id}', {
  summary: 'Delete one of my notifications (sets deleted_at)',
  ...deleteById(idParams, 'Deleted', errorsOf(401, 403, 404, 422)),
});

const create = route.post('/notifications', {
  summary: 'Send a notification to a user (admin)',
  access: access.can('users.manage'),
  request: { body: jsonBody(notificationCreateSchema) },
  responses: { 201: jsonResponse(notificationSchema, 'The created notification'), ...errorsOf(401, 403, 404, 422) },
});

export const notificationsRouter = createRouter()
  .openapi(list, async (c) => {
    const { db, principal } = scopeOf(c);
    const { filter, page, pageSize } = c.req.valid('query');
    const own = { userId: principal.userId, onlyUnread: filter === 'unread' };
    return respondListOrCsv(c, c.req.valid('query'), {
      csv: () => ({ ...NOTIFICATION_CSV, page: service.notificationRows(db, own) }),
      json: () => service.listNotifications(db, { ...own, page: { page, pageSize } }),
    });
  })
  .openapi(count, async (c) => {
    const { db, principal } = scopeOf(c);
    c.header('Cache-Control', 'no-store');
    return c.json({ unread: await service.unreadCount(db, principal.userId) }, 200);
  })
  .openapi(markAllRead, async (c) => {
    const { db, principal, actor } = scopeOf(c);
    return c.json({ updated: await service.markAllRead(db, { actor, userId: principal.userId }) }, 200);
  })
  .openapi(markRead, async (c) => {
    const { db, principal, actor } = scopeOf(c);
    const { id } = c.req.valid('param');
    return c.json(await service.markRead(db, { actor, userId: principal.userId, id }), 200);
  })
  .openapi(remove, async (c) => {
    const { db, principal, actor } = scopeOf(c);
    await service.softDelete(db, { actor, userId: principal.userId, id: c.req.valid('param').id });
    return c.body(null, 204);
  })
  .openapi(create, async (c) => {
    const { db, actor } = scopeOf(c);
    const input = c.req.valid('json');
    const created = await service.createNotification(db, {
      actor,
      input: {
        recipientUserId: input.recipient_user_id,
        type: input.type,
        title: input.title,
        body: input.body ?? null,
        link: input.link ?? null,
      },
    });
    return c.json(created, 201);
  });
