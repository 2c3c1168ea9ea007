import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { notificationsApi } from './client';
import { HOME_QUERY_KEY, notificationKeys } from './keys';

/** Deletes one of my notifications (the server sets deleted_at; it no longer counts as unread). */
export function deleteNotification(id: string) {
  return ok(notificationsApi.notifications[':id'].$delete({ param: { id } }));
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
        queryClient.invalidateQueries({ queryKey: HOME_QUERY_KEY }),
      ]),
  });
}
