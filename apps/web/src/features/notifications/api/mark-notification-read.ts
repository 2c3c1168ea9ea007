import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { HOME_QUERY_KEY, notificationKeys } from './keys';

export function markNotificationRead(id: string) {
  return apiFetch<Notification>(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' });
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
