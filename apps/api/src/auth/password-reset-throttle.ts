import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { Db } from '../db/client.js';
import type { Logger } from '../lib/logger.js';
import { currentAuthContext } from './auth-context.js';
import { takeSlot } from './login-limiter.js';

/** A reset link works this long (seconds). */
export const PASSWORD_RESET_TTL_S = 30 * 60;

const REQUEST_PATH = '/request-password-reset';
const RESET_PATH = '/reset-password';
/** Reset requests and resets from one client within the window (15 minutes, as sign-in's). */
export const MAX_RESETS_PER_CLIENT = 20;
/** Reset e-mails to one address within the window: more requests are answered alike but send nothing. */
export const MAX_RESET_MAILS_PER_ADDRESS = 3;

/** better-auth's answer to a reset request, whether or not the address has an account. */
export const RESET_REQUESTED = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
};

const emailOf = (body: unknown): string | undefined => {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' && email.length <= 320 ? email.trim().toLowerCase() : undefined;
};

/**
 * Limits the password reset endpoints, counted in the sign-in limiter's table. A client that asks too often gets
 * 429 (whatever the address: that says nothing about accounts). An address asked for too often gets the usual
 * answer and no more e-mail, so nobody can flood a mailbox, and the answer still tells nothing about the address.
 */
export function passwordResetThrottlePlugin(db: Db, logger: Logger): BetterAuthPlugin {
  return {
    id: 'praxis-password-reset-throttle',
    hooks: {
      before: [
        {
          matcher: (context) => context.path === REQUEST_PATH || context.path === RESET_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const store = currentAuthContext();
            const log = store?.log ?? logger;
            const client = await takeSlot(db, `reset-client:${store?.clientKey ?? 'unknown'}`);
            if (client.failures > MAX_RESETS_PER_CLIENT) {
              log.warn({ clientAddress: store?.clientAddress, path: ctx.path }, 'password reset refused: too many');
              throw new APIError(
                'TOO_MANY_REQUESTS',
                {
                  code: 'RATE_LIMITED',
                  message: `Too many password reset attempts from this network. Try again in ${Math.ceil(client.retryAfterS / 60)} minutes.`,
                },
                { 'Retry-After': String(client.retryAfterS) },
              );
            }
            const email = ctx.path === REQUEST_PATH ? emailOf(ctx.body) : undefined;
            if (!email) return;
            const address = await takeSlot(db, `reset-address:${email}`);
            if (address.failures <= MAX_RESET_MAILS_PER_ADDRESS) return;
            log.warn({ email, clientAddress: store?.clientAddress }, 'password reset e-mail held back: too many');
            return ctx.json(RESET_REQUESTED);
          }),
        },
      ],
    },
  };
}
