import { DEFAULT_JOB_TITLE, permissionsOf, type Role } from '@praxis/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { rowsOf } from '../db/sql.js';
import type { Logger } from '../lib/logger.js';
import type { Principal } from '../core/principal.js';
import { combineRoles, mapAdditionalRoles, resolvePrimaryRole } from './roles.js';

export type { Principal };

export const VIEW_COOKIE = 'praxis.view';

/**
 * An admin who switched to the Employee view is served as an employee: narrower roles and permissions for the UI
 * and for the data the server returns. Narrowing only ever removes rights, so the cookie needs no signature.
 */
export function applyView(principal: Principal, requested: string | undefined): Principal {
  if (requested !== 'employee' || !principal.canSwitchView) return principal;
  const roles: Role[] = ['employee'];
  return {
    ...principal,
    primaryRole: 'employee',
    additionalRoles: [],
    roles,
    permissions: new Set(permissionsOf(roles)),
    view: 'employee',
  };
}

interface IdentityRow extends Record<string, unknown> {
  consultant_id: string | null;
  first_name: string | null;
  last_name: string | null;
  photo_url: string | null;
  consultant_role: string | null;
  job_title: string | null;
  additional_roles: string[] | null;
  is_whitelisted: boolean;
  two_factor_enabled: boolean | null;
  is_deactivated: boolean;
}

const identityQuery = (user: { id: string; email: string }, withRoleFunction: boolean) =>
  sql`select c.id as consultant_id, c.first_name, c.last_name, c.photo_url, c.role as consultant_role,
        jt.title as job_title,
        (select coalesce(array_agg(ur.role_name), '{}') from user_roles ur
           where ur.user_id = ${user.id} and ur.is_active) as additional_roles,
        exists(select 1 from admin_whitelist w where w.email = lower(${user.email}) and w.is_active) as is_whitelisted,
        (select u.two_factor_enabled from "user" u where u.id = ${user.id}) as two_factor_enabled,
        exists(select 1 from "user" u where u.id = ${user.id} and u.deactivated_at is not null) as is_deactivated
        ${withRoleFunction ? sql`, get_user_primary_role(${user.id}) as primary_role` : sql``}
      from (select 1) one
      left join consultants c on c.user_id = ${user.id}
      left join consultant_job_titles jt on jt.id = c.job_title_id`;

/**
 * One round trip on the usual path: identity, additional roles, whitelist, deactivation and the role function
 * together. If the role function fails, the identity is read again without it and the primary role falls back
 * (docs/product.md §6). A deactivated account has no principal (its requests are signed out, whatever a cache holds).
 */
export async function loadPrincipal(
  db: DbOrTx,
  user: { id: string; email: string; name: string },
  log: Logger,
  options: { requireAdminTwoFactor?: boolean } = {},
): Promise<Principal | null> {
  let identity: (IdentityRow & { primary_role?: string | null }) | undefined;
  let roleFunctionError: unknown;
  try {
    [identity] = await rowsOf<IdentityRow & { primary_role: string | null }>(db, identityQuery(user, true));
  } catch (error) {
    roleFunctionError = error;
    [identity] = await rowsOf<IdentityRow>(db, identityQuery(user, false));
  }
  if (identity?.is_deactivated) return null;
  const primaryRole = await resolvePrimaryRole(
    async () => {
      if (roleFunctionError) throw roleFunctionError;
      return identity?.primary_role;
    },
    identity?.consultant_role,
    log,
  );
  const twoFactorEnabled = identity?.two_factor_enabled ?? false;
  const heldRoles = combineRoles(primaryRole, mapAdditionalRoles(identity?.additional_roles ?? []));
  // Admin rights need a second factor when REQUIRE_ADMIN_2FA is on: until then the user is served as an employee.
  const mustEnableTwoFactor = !!options.requireAdminTwoFactor && heldRoles.includes('admin') && !twoFactorEnabled;
  const withoutAdmin = (list: Role[]) => list.filter((role) => role !== 'admin');
  const additionalRoles = mustEnableTwoFactor
    ? withoutAdmin(mapAdditionalRoles(identity?.additional_roles ?? []))
    : mapAdditionalRoles(identity?.additional_roles ?? []);
  const effectivePrimary: Role = mustEnableTwoFactor && primaryRole === 'admin' ? 'employee' : primaryRole;
  const roles = mustEnableTwoFactor ? combineRoles(effectivePrimary, additionalRoles) : heldRoles;
  return {
    userId: user.id,
    email: user.email,
    // What others see is the profile's name (the account's own name is only what was typed at sign-up).
    name: `${identity?.first_name ?? ''} ${identity?.last_name ?? ''}`.trim() || user.name,
    consultant: identity?.consultant_id
      ? {
          id: identity.consultant_id,
          firstName: identity.first_name ?? '',
          lastName: identity.last_name ?? '',
          jobTitle: identity.job_title ?? DEFAULT_JOB_TITLE,
          photoUrl: identity.photo_url,
        }
      : null,
    primaryRole: effectivePrimary,
    additionalRoles,
    roles,
    permissions: new Set(permissionsOf(roles)),
    isWhitelisted: identity?.is_whitelisted ?? false,
    view: roles.includes('admin') ? 'admin' : 'employee',
    canSwitchView: roles.includes('admin'),
    twoFactorEnabled,
    mustEnableTwoFactor,
  };
}
