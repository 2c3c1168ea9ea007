import type { Me, Role } from '@praxis/shared';
import { permissionsOf } from '@praxis/shared';

/** A signed-in user as GET /api/me returns it. */
export function makeMe(primaryRole: Role = 'employee', additionalRoles: Role[] = []): Me {
  const roles = [...new Set<Role>([primaryRole, ...additionalRoles])];
  return {
    user: { id: 'user-1', email: 'ada@example.com', name: 'Ada Lovelace' },
    consultant: {
      id: '5f0c7c55-3a4e-4c8e-9d59-1d6f3f5b2a10',
      firstName: 'Ada',
      lastName: 'Lovelace',
      jobTitle: 'Senior Consultant',
      photoUrl: null,
    },
    primaryRole,
    additionalRoles,
    roles,
    permissions: permissionsOf(roles),
    isWhitelisted: false,
    view: roles.includes('admin') ? 'admin' : 'employee',
    canSwitchView: roles.includes('admin'),
    twoFactorEnabled: false,
    mustEnableTwoFactor: false,
  };
}
