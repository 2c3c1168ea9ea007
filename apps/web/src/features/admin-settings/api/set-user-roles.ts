import type { Role } from '@praxis/shared';
import { ok } from '@/lib/typed-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { usersApi } from './client';
import { settingsKeys } from './keys';

interface SetRolesInput {
  userId: string;
  primary_role: Role;
  additional_roles: Role[];
}

/** PUT /api/users/{id}/roles: only admin, Project Manager and employee are valid. */
export function setUserRoles({ userId, ...body }: SetRolesInput) {
  return ok(usersApi.users[':id'].roles.$put({ param: { id: userId }, json: body }));
}

export function useSetUserRoles() {
  return useRefreshingMutation(setUserRoles, () => [settingsKeys.usersAll()]);
}
