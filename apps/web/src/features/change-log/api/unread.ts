import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { changeLogApi } from './client';
import { useCan } from '@/lib/permissions';
import { changeLogKeys } from './keys';

/** GET /api/change-log/unread: entries published since the user last opened the change log. */
export function useChangeLogUnread() {
  const canRead = useCan('change_log.view');
  return useQuery({
    queryKey: changeLogKeys.unread(),
    queryFn: ({ signal }) => ok(changeLogApi['change-log'].unread.$get(undefined, { init: { signal } })),
    enabled: canRead,
    // A scheduled entry goes live on its own: look again now and then.
    refetchInterval: 5 * 60_000,
  });
}

/** POST /api/change-log/seen, when the change log is opened: the badge clears. */
export function useMarkChangeLogSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => ok(changeLogApi['change-log'].seen.$post()),
    // A count fetched before the change log was marked seen must not land after it and bring the badge back.
    onMutate: () => queryClient.cancelQueries({ queryKey: changeLogKeys.unread() }),
    onSuccess: (unread) => queryClient.setQueryData(changeLogKeys.unread(), unread),
  });
}
