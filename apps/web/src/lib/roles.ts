import type { Role } from '@praxis/shared';

/** How the three role strings read in the interface. */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  'Project Manager': 'Project Manager',
  employee: 'Employee',
};
