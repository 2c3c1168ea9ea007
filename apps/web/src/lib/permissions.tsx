import type { ReactNode } from 'react';
import { hasPermission, hasRole, type Permission, type Role } from '@praxis/shared';
import { useMe } from './session';

/**
 * Whether the signed-in user may do something, from the one shared permission catalogue. This only decides what to
 * show; the API enforces the same rules and answers 403 regardless of what the page displays.
 */
export function useCan(permission: Permission): boolean {
  const { data: me } = useMe();
  return me ? hasPermission(me.roles, permission) : false;
}

/** Whether the signed-in user holds a role as primary or additional role. */
export function useHasRole(role: Role): boolean {
  const { data: me } = useMe();
  return me ? hasRole(me.roles, role) : false;
}

interface CanProps {
  permission: Permission;
  children: ReactNode;
  /** Rendered instead when the user lacks the permission; nothing by default (hide what cannot be done). */
  fallback?: ReactNode;
}

export function Can({ permission, children, fallback = null }: CanProps) {
  return useCan(permission) ? children : fallback;
}
