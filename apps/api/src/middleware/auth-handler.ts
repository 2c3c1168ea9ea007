import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../context.js';
import { AppError } from '../lib/app-error.js';
import { runWithAuthContext } from '../auth/auth-context.js';
import { sessionTokenOf } from '../auth/session-cache.js';
import { checkSignUp } from '../auth/sign-up-guard.js';

const SIGN_UP_PATH = '/api/auth/sign-up/email';
/**
 * Provider tokens stay on the server (docs/product.md §10): better-auth's endpoints that hand an account's access or
 * refresh token to the caller are not exposed; the server uses auth.api directly where it needs them.
 */
const SERVER_ONLY_PATHS = new Set(['/api/auth/get-access-token', '/api/auth/refresh-token']);

/** The media type of a Content-Type header, without parameters. */
const mediaTypeOf = (header: string | undefined) => header?.split(';')[0]?.trim().toLowerCase() ?? '';

/** The peer's address (a proxy's, behind one; the forwarded chain is logged beside it for investigation). */
export function clientAddressOf(c: Context<AppEnv>): string | undefined {
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    address = undefined;
  }
  const forwarded = c.req.header('x-forwarded-for')?.slice(0, 200);
  return forwarded ? `${address ?? 'unknown'} (forwarded for ${forwarded})` : address;
}

/** Loopback and private peers: a reverse proxy in front of us (or an in-process request), not the client. */
const PROXY_PEER = /^(?:::ffff:)?(?:127\.|10\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.)|^::1$|^f[cd][0-9a-f]{2}:/i;

/**
 * Who the client is, for the per-client sign-in limits: the peer's address, except behind a proxy on a loopback or
 * private address, where it is the address that proxy saw (the last `X-Forwarded-For` entry, the one it added).
 * A client connecting directly cannot choose its key by sending the header.
 */
export function clientKeyOf(c: Context<AppEnv>): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined;
  }
  if (peer && !PROXY_PEER.test(peer)) return peer;
  const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim().slice(0, 100);
  return forwarded || peer || 'unknown';
}

/**
 * better-auth answers /api/auth/*. Bodies must be JSON, the only type we document (better-auth would also parse
 * form bodies); sign-ups are checked first so they get our 422/403 answers. Sign-in throttling lives inside
 * better-auth's pipeline (sign-in-throttle.ts), where it sees exactly the endpoint and body better-auth uses.
 */
export async function authHandler(c: Context<AppEnv>): Promise<Response> {
  const { auth, sessionCache } = c.get('deps');
  if (SERVER_ONLY_PATHS.has(c.req.path)) throw AppError.notFound('API route');
  if (
    c.req.method === 'POST' &&
    c.req.raw.body !== null &&
    mediaTypeOf(c.req.header('content-type')) !== 'application/json'
  ) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON (Content-Type: application/json).');
  }
  // Any change through better-auth (sign-out, session revocation, account updates) forgets the cached session.
  if (c.req.method === 'POST') sessionCache.delete(sessionTokenOf(c.req.header('cookie')));
  if (c.req.method === 'POST' && c.req.path === SIGN_UP_PATH) await checkSignUp(c);
  const context = { log: c.get('log'), clientAddress: clientAddressOf(c), clientKey: clientKeyOf(c) };
  return runWithAuthContext(context, () => auth.handler(c.req.raw));
}
