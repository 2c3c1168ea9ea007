import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { notificationsApi } from './client';
import { notificationKeys } from './keys';

export function getUnreadCount(signal?: AbortSignal) {
  return ok(notificationsApi.notifications['unread-count'].$get({}, { init: { signal } }));
}

/**
 * The bell's count. The live event stream (use-live-unread-count) writes fresh values into this cache entry, so
 * the query itself only runs on first show and when the stream is down.
 */
export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    select: (data) => data.unread,
  });

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions());
}
