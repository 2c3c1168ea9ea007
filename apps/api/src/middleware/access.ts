import { hasPermission, type Role } from '@praxis/shared';
import { createMiddleware } from 'hono/factory';
import type { Context, MiddlewareHandler, Next } from 'hono';
import type { AppEnv } from '../context.js';
import { getCookie } from 'hono/cookie';
import { bearerTokenOf } from '../auth/api-tokens.js';
import { applyView, loadPrincipal, VIEW_COOKIE } from '../auth/principal.js';
import { sessionTokenOf } from '../auth/session-cache.js';
import { countSessionLookup } from '../lib/metrics.js';
import { ACCESS, type Access } from '../core/access.js';
import { AppError } from '../lib/app-error.js';
import { apiTokenPrincipalOf } from './api-token-principal.js';

export { access, accessOf, type Access } from '../core/access.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * A route's access rule as middleware, tagged with the rule. Routes declared through lib/openapi.ts get theirs
 * there; the request context (request-context.ts) hands that one `checkAccess`, so lib/ needs nothing from here.
 */
export function requireAccess(rule: Access): MiddlewareHandler<AppEnv> {
  const middleware = createMiddleware<AppEnv>((c, next) => checkAccess(rule, c, next));
  return Object.assign(middleware, { [ACCESS]: rule });
}

/** 401 when signed out, 403 when the roles do not grant the permission. */
export async function checkAccess(rule: Access, c: Context<AppEnv>, next: Next): Promise<void> {
  if (rule.kind !== 'public') {
    const bearer = bearerTokenOf(c.req.header('authorization'));
    const viaToken = bearer ? await apiTokenPrincipalOf(c, bearer) : undefined;
    const loaded = viaToken ? viaToken.principal : await principalOf(c.req.raw.headers, c.get('deps'), c.get('log'));
    if (!loaded) throw AppError.unauthenticated();
    // A read-only token reads: anything but GET and HEAD is refused whatever its user may do.
    if (viaToken?.token.scope === 'read' && !READ_METHODS.has(c.req.method)) {
      throw AppError.forbidden('This API token is read-only; create a read and write token to change data.');
    }
    if (viaToken) c.set('apiToken', viaToken.token);
    const principal = applyView(loaded, getCookie(c, VIEW_COOKIE));
    if (rule.kind === 'permission' && !hasPermission(principal.roles, rule.permission)) throw AppError.forbidden();
    // Whatever the rule, an export (a list's `format=csv`) also needs data.export (docs/architecture.md, rule 3).
    if (c.req.query('format') === 'csv') requireExport(principal.roles);
    c.set('principal', principal);
    c.set('actualPrincipal', loaded);
  }
  try {
    await next();
  } finally {
    // A write may have changed who someone is (a profile, a role, a link): principals are read again.
    if (!SAFE_METHODS.has(c.req.method) && !rule.identityNeutral) c.get('deps').sessionCache.invalidatePrincipals();
    // The database announces feed changes to every instance; this one's next read must not wait for the message.
    if (!SAFE_METHODS.has(c.req.method)) c.get('deps').feedCache.invalidate();
  }
}

/**
 * The caller by their session cookie, or null when signed out: for a public route that answers both ways (the
 * session probe a signed-out visitor's first page makes, so that it logs no failed request).
 */
export async function sessionPrincipalOf(c: Context<AppEnv>) {
  const loaded = await principalOf(c.req.raw.headers, c.get('deps'), c.get('log'));
  return loaded ? applyView(loaded, getCookie(c, VIEW_COOKIE)) : null;
}

/** Every export — a list's `format=csv` or an export route — needs `data.export`, on top of reading the list. */
function requireExport(roles: readonly Role[]): void {
  if (!hasPermission(roles, 'data.export'))
    throw AppError.forbidden('Exporting data needs the Export data permission.');
}

async function principalOf(headers: Headers, deps: AppEnv['Variables']['deps'], log: AppEnv['Variables']['log']) {
  const token = sessionTokenOf(headers.get('cookie'));
  if (!token) return null;
  const generation = deps.sessionCache.currentGeneration();
  const cached = deps.sessionCache.getPrincipal(token);
  countSessionLookup(cached !== undefined);
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
