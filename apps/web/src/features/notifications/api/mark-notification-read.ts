import { ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { notificationsApi } from './client';
import { afterNotificationChange } from './keys';

export function markNotificationRead(id: string) {
  return ok(notificationsApi.notifications[':id'].read.$post({ param: { id } }));
}

export function useMarkNotificationRead() {
  return useRefreshingMutation(markNotificationRead, afterNotificationChange, { when: 'settled' });
}
