import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { retryDelay } from '@/lib/query-client';
import { meQueryKey } from '@/lib/session';
import { HOME_QUERY_KEY, notificationKeys } from '../api/keys';

/** The server's live event stream (GET /api/events, Server-Sent Events fed by Postgres LISTEN/NOTIFY). */
export const EVENTS_URL = '/api/events';

/**
 * Keeps the unread count live: the stream sends `unread-count` at connect and after every change to the user's
 * notifications, from whichever API instance wrote it. A changed count also refreshes the lists that show
 * notifications. The browser reconnects a dropped stream by itself; a stream the server closed (a restart) is
 * reopened here with the same capped exponential backoff as failed reads — except one it ended with `end`.
 */
export function useLiveUnreadCount(): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reconnectTimer: number | undefined;
    let attempt = 0;

    const onCount = (event: MessageEvent<string>) => {
      let unread: number;
      try {
        unread = (JSON.parse(event.data) as { unread: number }).unread;
      } catch {
        return;
      }
      if (typeof unread !== 'number') return;
      const previous = queryClient.getQueryData<{ unread: number }>(notificationKeys.unreadCount());
      queryClient.setQueryData(notificationKeys.unreadCount(), { unread });
      if (previous && previous.unread !== unread) {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
        void queryClient.invalidateQueries({ queryKey: HOME_QUERY_KEY });
      }
    };

    // The server ended the stream on purpose: the session is over (re-read it, the app then signs out) or this
    // user has too many streams open. Reconnecting would be refused or would close another tab's stream.
    const onEnd = (event: MessageEvent<string>) => {
      source?.close();
      source = null;
      if (event.data.includes('signed-out')) void queryClient.invalidateQueries({ queryKey: meQueryKey });
    };

    const connect = () => {
      source = new EventSource(EVENTS_URL);
      source.addEventListener('open', () => {
        attempt = 0;
      });
      source.addEventListener('unread-count', onCount as EventListener);
      source.addEventListener('end', onEnd as EventListener);
      source.addEventListener('error', () => {
        if (source?.readyState !== EventSource.CLOSED) return;
        source.close();
        reconnectTimer = window.setTimeout(connect, retryDelay(attempt));
        attempt += 1;
      });
    };

    connect();
    return () => {
      window.clearTimeout(reconnectTimer);
      source?.close();
    };
  }, [queryClient]);
}
