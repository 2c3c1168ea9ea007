import type { Context } from 'hono';
import type { AppEnv } from '../context.js';
import { AppError } from '../lib/app-error.js';
import { isLockedOut, pruneLoginAttempts, recordLoginAttempt } from '../auth/login-limiter.js';
import { sessionTokenOf } from '../auth/session-cache.js';

const SIGN_IN_PATH = '/api/auth/sign-in/email';
/**
 * Provider tokens stay on the server (PRODUCT.md §0): better-auth's endpoints that hand an account's access or
 * refresh token to the caller are not exposed; the server uses auth.api directly where it needs them.
 */
const SERVER_ONLY_PATHS = new Set(['/api/auth/get-access-token', '/api/auth/refresh-token']);

async function emailOf(request: Request): Promise<string | undefined> {
  try {
    const body = (await request.clone().json()) as { email?: unknown };
    return typeof body.email === 'string' ? body.email.trim().toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/** better-auth answers /api/auth/*; email sign-ins pass through the per-account brute-force limiter first. */
export async function authHandler(c: Context<AppEnv>): Promise<Response> {
  const { auth, database, sessionCache } = c.get('deps');
  if (SERVER_ONLY_PATHS.has(c.req.path)) throw AppError.notFound('API route');
  // Any change through better-auth (sign-out, session revocation, account updates) forgets the cached session.
  if (c.req.method === 'POST') sessionCache.delete(sessionTokenOf(c.req.header('cookie')));
  if (c.req.method !== 'POST' || c.req.path !== SIGN_IN_PATH) return auth.handler(c.req.raw);

  const email = await emailOf(c.req.raw);
  if (!email) return auth.handler(c.req.raw);
  const { locked, retryAfterS } = await isLockedOut(database.db, email);
  if (locked) {
    c.header('Retry-After', String(retryAfterS));
    const minutes = Math.ceil(retryAfterS / 60);
    throw new AppError(
      'RATE_LIMITED',
      `Too many failed sign-in attempts for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
  const response = await auth.handler(c.req.raw);
  await recordLoginAttempt(database.db, email, response.ok);
  if (Math.random() < 0.01) void pruneLoginAttempts(database.db).catch(() => undefined);
  return response;
}
