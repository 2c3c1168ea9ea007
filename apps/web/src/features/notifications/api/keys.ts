/** Query keys of the notifications feature; every mutation invalidates `all`. */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (filter: NotificationFilter, page: number) => [...notificationKeys.lists(), filter, page] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
};

export type NotificationFilter = 'unread' | 'all';

/** The home page shows unread notifications too; its key is invalidated by name, without importing the feature. */
export const HOME_QUERY_KEY = ['home'] as const;

/** What any change to my notifications makes stale: every notification query (lists, the bell) and the home page. */
export const afterNotificationChange = () => [notificationKeys.all, HOME_QUERY_KEY];
