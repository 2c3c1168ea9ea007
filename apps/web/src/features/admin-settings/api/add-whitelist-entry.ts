import { ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { usersApi } from './client';
import { settingsKeys } from './keys';

/** POST /api/admin-whitelist (stored lowercased; a duplicate is 409). */
export function addWhitelistEntry(input: { email: string; is_active: boolean }) {
  return ok(usersApi['admin-whitelist'].$post({ json: input }));
}

export function useAddWhitelistEntry() {
  return useRefreshingMutation(addWhitelistEntry, () => [settingsKeys.whitelistAll()]);
}
