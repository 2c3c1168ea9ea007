import type { Permission } from '@praxis/shared';

/**
 * Who may call a route. Every route declares one: the security suite walks the router and fails on any route
 * without it.
 *  - public: anyone, signed in or not
 *  - signedIn: any signed-in user (row-level rules live in the service)
 *  - permission: a signed-in user whose roles grant the permission (docs/product.md §6: primary or any additional role)
 */
export type Access = ({ kind: 'public' } | { kind: 'signedIn' } | { kind: 'permission'; permission: Permission }) & {
  /**
   * A write that cannot change who anyone is (roles, whitelist, consultant link, name): cached principals stay
   * valid after it. Only for hot writes such as a timesheet cell; by default every write drops them.
   */
  identityNeutral?: true;
};

export const access = {
  public: { kind: 'public' } as Access,
  signedIn: { kind: 'signedIn' } as Access,
  can: (permission: Permission): Access => ({ kind: 'permission', permission }),
  identityNeutral: (rule: Access): Access => ({ ...rule, identityNeutral: true }),
};

/** The tag a route's access middleware carries, so the security suite can read every route's rule back. */
export const ACCESS = Symbol.for('praxis.access');

export function accessOf(handler: unknown): Access | undefined {
  return typeof handler === 'function' ? (handler as { [ACCESS]?: Access })[ACCESS] : undefined;
}
