import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import type { Db } from '../db/client.js';
import type { Logger } from '../lib/logger.js';
import { currentAuthContext } from './auth-context.js';
import { pruneSignInThrottle, returnSignInSlot, takeSignInSlot, tooManyAttemptsMessage } from './login-limiter.js';

/** better-auth's endpoints that check a password to sign someone in (the OIDC callback checks none). */
const PASSWORD_SIGN_IN_PATHS = new Set(['/sign-in/email']);

const emailOf = (body: unknown): string | undefined => {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' && email.length <= 320 ? email.trim().toLowerCase() : undefined;
};

/**
 * The per-account sign-in limiter, inside better-auth's own pipeline: the "before" hook runs for the endpoint
 * better-auth actually routed to, with the body it actually parsed (whatever its content type), and takes a slot
 * before the handler checks the password; the "after" hook returns the slot when the password was right and logs
 * a failure with the e-mail and the client's address.
 */
export function signInThrottlePlugin(db: Db, logger: Logger): BetterAuthPlugin {
  const matcher = (context: { path?: string }) => PASSWORD_SIGN_IN_PATHS.has(context.path ?? '');
  return {
    id: 'praxis-sign-in-throttle',
    hooks: {
      before: [
        {
          matcher,
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailOf(ctx.body);
            if (!email) return;
            const slot = await takeSignInSlot(db, email);
            if (slot.allowed) return;
            const log = currentAuthContext()?.log ?? logger;
            log.warn(
              { email, clientAddress: currentAuthContext()?.clientAddress },
              'sign-in refused: too many attempts',
            );
            throw new APIError(
              'TOO_MANY_REQUESTS',
              { code: 'RATE_LIMITED', message: tooManyAttemptsMessage(slot.retryAfterS) },
              { 'Retry-After': String(slot.retryAfterS) },
            );
          }),
        },
      ],
      after: [
        {
          matcher,
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailOf(ctx.body);
            if (!email) return;
            const returned = ctx.context.returned;
            if (!isAPIError(returned)) {
              await returnSignInSlot(db, email);
              return;
            }
            if (returned.statusCode === 429) return;
            const log = currentAuthContext()?.log ?? logger;
            log.warn(
              { email, clientAddress: currentAuthContext()?.clientAddress, status: returned.statusCode },
              'sign-in failed',
            );
            if (Math.random() < 0.01) void pruneSignInThrottle(db).catch(() => undefined);
          }),
        },
      ],
    },
  };
}
