import { ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { notificationsApi } from './client';
import { afterNotificationChange } from './keys';

export function markAllNotificationsRead() {
  return ok(notificationsApi.notifications['read-all'].$post());
}

export function useMarkAllNotificationsRead() {
  return useRefreshingMutation(markAllNotificationsRead, afterNotificationChange, { when: 'settled' });
}
