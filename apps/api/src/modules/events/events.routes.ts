import { streamSSE } from 'hono/streaming';
import { access, requireAccess } from '../../middleware/access.js';
import { createRouter } from '../../lib/openapi.js';
import { scopeOf } from '../../lib/request-scope.js';
import { SESSIONS_CHANNEL } from '../../realtime/realtime.js';
import { unreadCount } from '../notifications/notifications.service.js';
import { isApiTokenLive, isSessionLive, sessionTokenFromCookie } from './session-check.js';

const HEARTBEAT_MS = 25_000;
/** How often an open stream re-checks its session (expiry); ends announced on the sessions channel act at once. */
export const SESSION_RECHECK_MS = 30_000;

/**
 * GET /api/events — the caller's live event stream (Server-Sent Events). It starts with the unread count and
 * sends it again whenever the database announces a change to the caller's notifications (pg_notify from a
 * trigger), so a notification written by any API instance arrives here within moments.
 *
 * A stream lives no longer than its session (or, opened with a personal API token, than the token): it re-checks
 * it when the sessions channel announces a change for its user (sign-out, revocation, deactivation — from any
 * instance) and every SESSION_RECHECK_MS (expiry). A user keeps at most MAX_STREAMS_PER_USER streams per instance;
 * a new one closes the oldest. A closing stream sends `end` with the reason, and the web app does not reconnect it.
 */
export const eventsRouter = createRouter().get('/events', requireAccess(access.can('notifications.own')), (c) => {
  const { db, deps, principal } = scopeOf(c);
  const { realtime } = deps;
  const { userId } = principal;
  // A stream opened with a personal API token lives as long as the token; a browser's, as long as its session.
  const apiToken = c.get('apiToken');
  const sessionToken = sessionTokenFromCookie(c.req.header('cookie'));
  const isLive = () => (apiToken ? isApiTokenLive(db, apiToken.id) : isSessionLive(db, sessionToken));
  c.header('Cache-Control', 'no-store');
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    let queued = Promise.resolve();
    const send = (work: () => Promise<void>) => {
      queued = queued.then(work).catch(() => undefined);
      return queued;
    };
    const sendCount = () =>
      send(async () => {
        const unread = await unreadCount(db, userId);
        await stream.writeSSE({ event: 'unread-count', data: JSON.stringify({ unread }) });
      });

    let finish = () => {};
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let isOpen = true;
    const end = (reason: 'signed-out' | 'too-many-streams' | null) => {
      if (!isOpen) return;
      isOpen = false;
      clearInterval(heartbeat);
      clearInterval(recheckTimer);
      unsubscribe();
      release();
      if (!reason || stream.aborted) return finish();
      void send(() => stream.writeSSE({ event: 'end', data: JSON.stringify({ reason }) })).finally(finish);
    };
    const recheck = async () => {
      if (isOpen && !(await isLive().catch(() => true))) end('signed-out');
    };

    // A shutting-down instance just closes the stream: the browser reconnects, to another instance if any.
    const release = realtime.trackStream(userId, (reason) => end(reason === 'shutdown' ? null : reason));
    const unsubscribe = realtime.subscribe(userId, (event) =>
      event.type === SESSIONS_CHANNEL ? void recheck() : void sendCount(),
    );
    const heartbeat = setInterval(
      () => void stream.writeSSE({ event: 'ping', data: '' }).catch(() => undefined),
      HEARTBEAT_MS,
    );
    const recheckTimer = setInterval(() => void recheck(), SESSION_RECHECK_MS);
    stream.onAbort(() => end(null));
    await sendCount();
    // Keep the stream open until the client goes away or the stream ends.
    await finished;
  });
});
