import type { ApiTokenScope } from '@praxis/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../context.js';
import { findLiveApiToken, hashApiToken, touchApiToken } from '../auth/api-tokens.js';
import { clientLockoutS, recordClientFailure, tooManyAttemptsMessage } from '../auth/login-limiter.js';
import { loadPrincipal, type Principal } from '../auth/principal.js';
import { AppError } from '../lib/app-error.js';
import { clientAddressOf, clientKeyOf } from './auth-handler.js';

const INVALID_TOKEN = 'The API token is invalid, expired or revoked.';

function tooManyAttempts(c: Context<AppEnv>, retryAfterS: number): AppError {
  c.header('Retry-After', String(retryAfterS));
  return new AppError('RATE_LIMITED', tooManyAttemptsMessage(retryAfterS, 'client'));
}

/**
 * The principal of an `Authorization: Bearer <personal API token>` request: exactly its user's, resolved as for a
 * cookie session (loadPrincipal: roles, whitelist, deactivation) and cached in the same session cache under
 * `bearer:<hash>`, so a token costs what a cookie costs and a revocation or deactivation announced for the user
 * drops it everywhere. A failed token counts against the client like a wrong password (login-limiter.ts); a client
 * over the limit is refused before its token is even looked up.
 */
export async function apiTokenPrincipalOf(
  c: Context<AppEnv>,
  token: string,
): Promise<{ principal: Principal; token: { id: string; scope: ApiTokenScope } }> {
  const deps = c.get('deps');
  const db = deps.database.db;
  const key = `bearer:${hashApiToken(token)}`;
  const generation = deps.sessionCache.currentGeneration();
  let session = deps.sessionCache.get(key);
  if (!session?.apiToken) {
    const client = clientKeyOf(c);
    const lockedFor = await clientLockoutS(db, client);
    if (lockedFor > 0) throw tooManyAttempts(c, lockedFor);
    const found = await findLiveApiToken(db, token);
    if (!found) {
      const slot = await recordClientFailure(db, client);
      c.get('log').warn({ clientAddress: clientAddressOf(c) }, 'API token refused');
      if (!slot.allowed) throw tooManyAttempts(c, slot.retryAfterS);
      throw AppError.unauthenticated(INVALID_TOKEN);
    }
    session = { user: found.user, expiresAt: found.expiresAt, apiToken: { id: found.id, scope: found.scope } };
    deps.sessionCache.set(key, session);
  }
  const apiToken = session.apiToken as { id: string; scope: ApiTokenScope };
  let principal = deps.sessionCache.getPrincipal(key);
  if (!principal) {
    const loaded = await loadPrincipal(db, session.user, c.get('log'), {
      requireAdminTwoFactor: deps.env.REQUIRE_ADMIN_2FA ?? false,
    });
    // A deactivated user's tokens die with the account.
    if (!loaded) throw AppError.unauthenticated(INVALID_TOKEN);
    deps.sessionCache.setPrincipal(key, loaded, generation);
    principal = loaded;
  }
  await touchApiToken(db, apiToken.id);
  return { principal, token: apiToken };
}
