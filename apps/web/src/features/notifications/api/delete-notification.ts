import { ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { notificationsApi } from './client';
import { afterNotificationChange } from './keys';

/** Deletes one of my notifications (the server sets deleted_at; it no longer counts as unread). */
export function deleteNotification(id: string) {
  return ok(notificationsApi.notifications[':id'].$delete({ param: { id } }));
}

export function useDeleteNotification() {
  return useRefreshingMutation(deleteNotification, afterNotificationChange, { when: 'settled' });
}
