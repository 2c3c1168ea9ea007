import { ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { usersApi } from './client';
import { settingsKeys } from './keys';

/** PATCH /api/admin-whitelist/{id}: activate or deactivate. */
export function updateWhitelistEntry({ id, is_active }: { id: string; is_active: boolean }) {
  return ok(usersApi['admin-whitelist'][':id'].$patch({ param: { id }, json: { is_active } }));
}

export function useUpdateWhitelistEntry() {
  return useRefreshingMutation(updateWhitelistEntry, () => [settingsKeys.whitelistAll()]);
}
