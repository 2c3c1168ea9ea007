import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserAccess } from '@praxis/shared';
import { apiFetch } from '@/lib/api-client';
import { settingsKeys } from './keys';

export type UserAccessAction = 'deactivate' | 'reactivate' | 'sign-out-everywhere';

/**
 * POST /api/users/{id}/deactivate | reactivate | sign-out-everywhere (users.manage). Deactivating ends every
 * session of the account at once and blocks sign-in; the last active admin cannot be deactivated (409).
 */
export function changeUserAccess({ userId, action }: { userId: string; action: UserAccessAction }) {
  return apiFetch<UserAccess>(`/api/users/${userId}/${action}`, { method: 'POST', json: {} });
}

export function useChangeUserAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserAccess,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.usersAll() }),
  });
}
