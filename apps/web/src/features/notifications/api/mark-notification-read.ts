import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { notificationsApi } from './client';
import { HOME_QUERY_KEY, notificationKeys } from './keys';

export function markNotificationRead(id: string) {
  return ok(notificationsApi.notifications[':id'].read.$post({ param: { id } }));
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
        queryClient.invalidateQueries({ queryKey: HOME_QUERY_KEY }),
      ]),
  });
}
