import { useQuery } from '@tanstack/react-query';
import type { Notification } from '@praxis/shared';
import { okJson } from '@/lib/typed-client';
import { pagedQueryOptions } from '@/lib/paged-query';
import { notificationsApi } from './client';
import { notificationKeys, type NotificationFilter } from './keys';

export const NOTIFICATIONS_PAGE_SIZE = 20;

export interface NotificationPage {
  items: Notification[];
  total: number;
  page: number;
  pageSize: number;
}

export function getNotifications(filter: NotificationFilter, page: number, signal?: AbortSignal) {
  return okJson(
    notificationsApi.notifications.$get(
      { query: { filter, page, pageSize: NOTIFICATIONS_PAGE_SIZE } },
      { init: { signal } },
    ),
  );
}

export const notificationsQueryOptions = (filter: NotificationFilter, page: number) =>
  pagedQueryOptions(notificationKeys.list(filter, page), (signal) => getNotifications(filter, page, signal));

export function useNotifications(filter: NotificationFilter, page: number) {
  return useQuery(notificationsQueryOptions(filter, page));
}
