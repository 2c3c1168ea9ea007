import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { notificationKeys } from './keys';

export function getUnreadCount(signal?: AbortSignal) {
  return apiFetch<{ unread: number }>('/api/notifications/unread-count', { signal });
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
