import { streamSSE } from 'hono/streaming';
import { access, requireAccess } from '../../middleware/access.js';
import { createRouter } from '../../lib/openapi.js';
import { unreadCount } from '../notifications/notifications.service.js';

const HEARTBEAT_MS = 25_000;

/**
 * GET /api/events — the caller's live event stream (Server-Sent Events). It starts with the unread count and
 * sends it again whenever the database announces a change to the caller's notifications (pg_notify from a
 * trigger), so a notification written by any API instance arrives here within moments.
 */
export const eventsRouter = createRouter().get('/events', requireAccess(access.can('notifications.own')), (c) => {
  const { database, realtime } = c.get('deps');
  const userId = c.get('principal').userId;
  c.header('Cache-Control', 'no-store');
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    let queued = Promise.resolve();
    const sendCount = () => {
      queued = queued
        .then(async () => {
          const unread = await unreadCount(database.db, userId);
          await stream.writeSSE({ event: 'unread-count', data: JSON.stringify({ unread }) });
        })
        .catch(() => undefined);
      return queued;
    };
    const unsubscribe = realtime.subscribe(userId, () => void sendCount());
    const heartbeat = setInterval(
      () => void stream.writeSSE({ event: 'ping', data: '' }).catch(() => undefined),
      HEARTBEAT_MS,
    );
    stream.onAbort(() => {
      clearInterval(heartbeat);
      unsubscribe();
    });
    await sendCount();
    // Keep the stream open until the client goes away.
    await new Promise<void>((resolve) => stream.onAbort(resolve));
  });
});
