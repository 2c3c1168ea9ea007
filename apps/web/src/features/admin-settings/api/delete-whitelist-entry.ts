import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { usersApi } from './client';
import { settingsKeys } from './keys';

/** DELETE /api/admin-whitelist/{id}. */
export function deleteWhitelistEntry({ id }: { id: string }) {
  return ok(usersApi['admin-whitelist'][':id'].$delete({ param: { id } }));
}

export function useDeleteWhitelistEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWhitelistEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.whitelistAll() }),
  });
}
