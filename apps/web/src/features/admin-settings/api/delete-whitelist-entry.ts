import { ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { usersApi } from './client';
import { settingsKeys } from './keys';

/** DELETE /api/admin-whitelist/{id}. */
export function deleteWhitelistEntry({ id }: { id: string }) {
  return ok(usersApi['admin-whitelist'][':id'].$delete({ param: { id } }));
}

export function useDeleteWhitelistEntry() {
  return useRefreshingMutation(deleteWhitelistEntry, () => [settingsKeys.whitelistAll()]);
}
