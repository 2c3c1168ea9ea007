import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { settingsKeys } from './keys';

/** DELETE /api/admin-whitelist/{id}. */
export function deleteWhitelistEntry({ id }: { id: string }) {
  return apiFetch<undefined>(`/api/admin-whitelist/${id}`, { method: 'DELETE' });
}

export function useDeleteWhitelistEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWhitelistEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.whitelistAll() }),
  });
}
