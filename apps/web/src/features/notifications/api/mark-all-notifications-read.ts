import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { notificationsApi } from './client';
import { HOME_QUERY_KEY, notificationKeys } from './keys';

export function markAllNotificationsRead() {
  return ok(notificationsApi.notifications['read-all'].$post());
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
        queryClient.invalidateQueries({ queryKey: HOME_QUERY_KEY }),
      ]),
  });
}
