import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WhitelistEntry } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { settingsKeys } from './keys';

/** PATCH /api/admin-whitelist/{id}: activate or deactivate. */
export function updateWhitelistEntry({ id, is_active }: { id: string; is_active: boolean }) {
  return apiFetch<WhitelistEntry>(`/api/admin-whitelist/${id}`, { method: 'PATCH', json: { is_active } });
}

export function useUpdateWhitelistEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWhitelistEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.whitelistAll() }),
  });
}
