import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ok } from '@/lib/typed-client';
import { usersApi } from './client';
import { settingsKeys } from './keys';

/** POST /api/admin-whitelist (stored lowercased; a duplicate is 409). */
export function addWhitelistEntry(input: { email: string; is_active: boolean }) {
  return ok(usersApi['admin-whitelist'].$post({ json: input }));
}

export function useAddWhitelistEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWhitelistEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.whitelistAll() }),
  });
}
