import type { Permission, Role } from '@praxis/shared';

/** Who is calling: resolved once per request from the session. */
export interface Principal {
  userId: string;
  email: string;
  name: string;
  consultant: { id: string; firstName: string; lastName: string; jobTitle: string; photoUrl: string | null } | null;
  primaryRole: Role;
  additionalRoles: Role[];
  roles: Role[];
  permissions: ReadonlySet<Permission>;
  isWhitelisted: boolean;
  view: 'admin' | 'employee';
  /** Holds admin for real (primary or additional), whatever the current view. */
  canSwitchView: boolean;
  /** Two-factor sign-in (TOTP) is on for this user. */
  twoFactorEnabled: boolean;
  /** REQUIRE_ADMIN_2FA: an admin without two-factor sign-in, served as an employee until they turn it on. */
  mustEnableTwoFactor: boolean;
}
