import { hasPermission, type Permission } from '@praxis/shared';
import { createMiddleware } from 'hono/factory';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.js';
import { getCookie } from 'hono/cookie';
import { applyView, loadPrincipal, VIEW_COOKIE } from '../auth/principal.js';
import { sessionTokenOf } from '../auth/session-cache.js';
import { AppError } from '../lib/app-error.js';

/**
 * Who may call a route. Every route declares one: the security suite walks the router and fails on any route
 * without it.
 *  - public: anyone, signed in or not
 *  - signedIn: any signed-in user (row-level rules live in the service)
 *  - permission: a signed-in user whose roles grant the permission (original §6: primary or any additional role)
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

export const ACCESS = Symbol.for('praxis.access');
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
type Tagged = MiddlewareHandler<AppEnv> & { [ACCESS]?: Access };

export function accessOf(handler: unknown): Access | undefined {
  return typeof handler === 'function' ? (handler as Tagged)[ACCESS] : undefined;
}

/** 401 when signed out, 403 when the roles do not grant the permission. */
export function requireAccess(rule: Access): MiddlewareHandler<AppEnv> {
  const middleware: Tagged = createMiddleware<AppEnv>(async (c, next) => {
    if (rule.kind !== 'public') {
      const loaded = await principalOf(c.req.raw.headers, c.get('deps'), c.get('log'));
      if (!loaded) throw AppError.unauthenticated();
      const principal = applyView(loaded, getCookie(c, VIEW_COOKIE));
      if (rule.kind === 'permission' && !hasPermission(principal.roles, rule.permission)) throw AppError.forbidden();
      c.set('principal', principal);
      c.set('actualPrincipal', loaded);
    }
    try {
      await next();
    } finally {
      // A write may have changed who someone is (a profile, a role, a link): principals are read again.
      if (!SAFE_METHODS.has(c.req.method) && !rule.identityNeutral) c.get('deps').sessionCache.invalidatePrincipals();
    }
  });
  middleware[ACCESS] = rule;
  return middleware;
}

async function principalOf(headers: Headers, deps: AppEnv['Variables']['deps'], log: AppEnv['Variables']['log']) {
  const token = sessionTokenOf(headers.get('cookie'));
  if (!token) return null;
  const generation = deps.sessionCache.currentGeneration();
  const cached = deps.sessionCache.getPrincipal(token);
  if (cached) return cached;
  let session = deps.sessionCache.get(token);
  if (!session) {
    const found = await deps.auth.api.getSession({ headers });
    if (!found) return null;
    session = {
      user: { id: found.user.id, email: found.user.email, name: found.user.name },
      expiresAt: new Date(found.session.expiresAt),
    };
    deps.sessionCache.set(token, session);
  }
  const principal = await loadPrincipal(deps.database.db, session.user, log, {
    requireAdminTwoFactor: deps.env.REQUIRE_ADMIN_2FA ?? false,
  });
  if (principal) deps.sessionCache.setPrincipal(token, principal, generation);
  return principal;
}
