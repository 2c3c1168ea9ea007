import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { usersApi } from './client';
import { settingsKeys } from './keys';

/** PATCH /api/admin-whitelist/{id}: activate or deactivate. */
export function updateWhitelistEntry({ id, is_active }: { id: string; is_active: boolean }) {
  return ok(usersApi['admin-whitelist'][':id'].$patch({ param: { id }, json: { is_active } }));
}

export function useUpdateWhitelistEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWhitelistEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.whitelistAll() }),
  });
}
