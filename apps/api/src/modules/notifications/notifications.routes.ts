import { z } from '@hono/zod-openapi';
import {
  notificationCreateSchema,
  notificationListQuerySchema,
  notificationSchema,
  pageOf,
  paginationQuerySchema,
  unreadCountSchema,
} from '@praxis/shared';
import { access } from '../../middleware/access.js';
import { createRouter, defineRoute } from '../../lib/openapi.js';
import { actorOf, errorResponses, jsonBody, jsonResponse } from '../../lib/route-helpers.js';
import * as service from './notifications.service.js';

const idParams = z.object({ id: z.uuid({ error: 'Not a valid notification id.' }) });
const tags = ['notifications'];

const list = defineRoute({
  method: 'get',
  path: '/notifications',
  tags,
  summary: 'My notifications, newest first (unread or all)',
  access: access.can('notifications.own'),
  request: { query: paginationQuerySchema.extend(notificationListQuerySchema.shape) },
  responses: { 200: jsonResponse(pageOf(notificationSchema), 'A page of my notifications'), ...errorResponses },
});

const count = defineRoute({
  method: 'get',
  path: '/notifications/unread-count',
  tags,
  summary: 'How many of my notifications are unread',
  access: access.can('notifications.own'),
  responses: { 200: jsonResponse(unreadCountSchema, 'The unread count'), ...errorResponses },
});

const markRead = defineRoute({
  method: 'post',
  path: '/notifications/{id}/read',
  tags,
  summary: 'Mark one of my notifications read',
  access: access.can('notifications.own'),
  request: { params: idParams },
  responses: { 200: jsonResponse(notificationSchema, 'The notification'), ...errorResponses },
});

const markAllRead = defineRoute({
  method: 'post',
  path: '/notifications/read-all',
  tags,
  summary: 'Mark all my notifications read',
  access: access.can('notifications.own'),
  responses: { 200: jsonResponse(z.object({ updated: z.number().int() }), 'How many were marked'), ...errorResponses },
});

const remove = defineRoute({
  method: 'delete',
  path: '/notifications/{id}',
  tags,
  summary: 'Delete one of my notifications (sets deleted_at)',
  access: access.can('notifications.own'),
  request: { params: idParams },
  responses: { 204: { description: 'Deleted' }, ...errorResponses },
});

const create = defineRoute({
  method: 'post',
  path: '/notifications',
  tags,
  summary: 'Send a notification to a user (admin)',
  access: access.can('users.manage'),
  request: { body: jsonBody(notificationCreateSchema) },
  responses: { 201: jsonResponse(notificationSchema, 'The created notification'), ...errorResponses },
});

export const notificationsRouter = createRouter()
  .openapi(list, async (c) => {
    const { filter, page, pageSize } = c.req.valid('query');
    const result = await service.listNotifications(
      c.get('deps').database.db,
      c.get('principal').userId,
      filter === 'unread',
      {
        page,
        pageSize,
      },
    );
    return c.json(result, 200);
  })
  .openapi(count, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ unread: await service.unreadCount(c.get('deps').database.db, c.get('principal').userId) }, 200);
  })
  .openapi(markAllRead, async (c) => {
    const updated = await service.markAllRead(c.get('deps').database.db, actorOf(c), c.get('principal').userId);
    return c.json({ updated }, 200);
  })
  .openapi(markRead, async (c) => {
    const db = c.get('deps').database.db;
    return c.json(await service.markRead(db, actorOf(c), c.get('principal').userId, c.req.valid('param').id), 200);
  })
  .openapi(remove, async (c) => {
    await service.softDelete(c.get('deps').database.db, actorOf(c), c.get('principal').userId, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(create, async (c) => {
    const input = c.req.valid('json');
    const created = await service.createNotification(c.get('deps').database.db, actorOf(c), {
      recipientUserId: input.recipient_user_id,
      type: input.type,
      title: input.title,
      body: input.body ?? null,
      link: input.link ?? null,
    });
    return c.json(created, 201);
  });
