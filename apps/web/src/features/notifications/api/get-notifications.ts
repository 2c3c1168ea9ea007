import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { notificationKeys, type NotificationFilter } from './keys';

export const NOTIFICATIONS_PAGE_SIZE = 20;

export interface NotificationPage {
  items: Notification[];
  total: number;
  page: number;
  pageSize: number;
}

export function getNotifications(filter: NotificationFilter, page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ filter, page: String(page), pageSize: String(NOTIFICATIONS_PAGE_SIZE) });
  return apiFetch<NotificationPage>(`/api/notifications?${query.toString()}`, { signal });
}

export const notificationsQueryOptions = (filter: NotificationFilter, page: number) =>
  queryOptions({
    queryKey: notificationKeys.list(filter, page),
    queryFn: ({ signal }) => getNotifications(filter, page, signal),
    placeholderData: keepPreviousData,
  });

export function useNotifications(filter: NotificationFilter, page: number) {
  return useQuery(notificationsQueryOptions(filter, page));
}
