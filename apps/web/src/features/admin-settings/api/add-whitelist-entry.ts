import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WhitelistEntry } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { settingsKeys } from './keys';

/** POST /api/admin-whitelist (stored lowercased; a duplicate is 409). */
export function addWhitelistEntry(input: { email: string; is_active: boolean }) {
  return apiFetch<WhitelistEntry>('/api/admin-whitelist', { method: 'POST', json: input });
}

export function useAddWhitelistEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWhitelistEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.whitelistAll() }),
  });
}
