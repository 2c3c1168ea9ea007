import { isRole, MESSAGES, type Role } from '@praxis/shared';

export interface RoleLog {
  warn(details: object, message: string): void;
}

/**
 * Primary role (docs/product.md §6): the server role function; if that fails, the consultant's `role` field; then
 * `employee`. A failure is reported as 'Failed to fetch user role'.
 */
export async function resolvePrimaryRole(
  fetchPrimaryRole: () => Promise<string | null | undefined>,
  consultantRole: string | null | undefined,
  log: RoleLog,
): Promise<Role> {
  try {
    const role = await fetchPrimaryRole();
    if (isRole(role)) return role;
  } catch (error) {
    log.warn({ err: error }, MESSAGES.fetchRoleFailed);
  }
  return isRole(consultantRole) ? consultantRole : 'employee';
}

/** Additional roles come from active role records; the record name `Admin` maps to `admin`. */
export function mapAdditionalRoles(names: readonly string[]): Role[] {
  const roles = names.map((name) => (name === 'Admin' ? 'admin' : name)).filter(isRole);
  return [...new Set(roles)];
}

/** Primary first, then the additional roles not already held. */
export function combineRoles(primary: Role, additional: readonly Role[]): Role[] {
  return [primary, ...additional.filter((role) => role !== primary)];
}
