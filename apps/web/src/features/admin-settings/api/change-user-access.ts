import { ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { usersApi } from './client';
import { settingsKeys } from './keys';

export type UserAccessAction = 'deactivate' | 'reactivate' | 'sign-out-everywhere';

/**
 * POST /api/users/{id}/deactivate | reactivate | sign-out-everywhere (users.manage). Deactivating ends every
 * session of the account at once and blocks sign-in; the last active admin cannot be deactivated (409).
 */
export function changeUserAccess({ userId, action }: { userId: string; action: UserAccessAction }) {
  return ok(usersApi.users[':id'][action].$post({ param: { id: userId } }));
}

export function useChangeUserAccess() {
  return useRefreshingMutation(changeUserAccess, () => [settingsKeys.usersAll()]);
}
