import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import type { Db } from '../db/client.js';
import type { Logger } from '../lib/logger.js';
import { announceSessionChange } from '../realtime/realtime.js';
import { currentAuthContext } from './auth-context.js';
import {
  pruneSignInThrottle,
  recordSignInFailure,
  returnSignInSlot,
  takeSignInSlot,
  tooManyAttemptsMessage,
  type PasswordAttempt,
} from './login-limiter.js';

/** better-auth's endpoint that checks a password to sign someone in (the OIDC callback checks none). */
const SIGN_IN_PATH = '/sign-in/email';
/** better-auth's endpoints that check the signed-in user's password: the same limits as signing in. */
const PASSWORD_CHECK_PATHS = new Set([
  '/change-password',
  '/verify-password',
  '/delete-user',
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/get-totp-uri',
  '/two-factor/generate-backup-codes',
]);

const emailOf = (body: unknown): string | undefined => {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' && email.length <= 320 ? email.trim().toLowerCase() : undefined;
};

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The account whose password this request checks: the e-mail typed to sign in, else the signed-in user's. */
async function attemptOf(ctx: HookContext): Promise<(PasswordAttempt & { userId?: string }) | undefined> {
  const client = currentAuthContext()?.clientKey ?? 'unknown';
  if (ctx.path === SIGN_IN_PATH) {
    const email = emailOf(ctx.body);
    return email ? { email, client } : undefined;
  }
  const session = await getSessionFromCtx(ctx).catch(() => null);
  return session ? { email: session.user.email.toLowerCase(), client, userId: session.user.id } : undefined;
}

/** An answer that says the password was wrong (any refusal of a sign-in; INVALID_PASSWORD elsewhere). */
const isWrongPassword = (path: string | undefined, returned: unknown) => {
  if (!isAPIError(returned) || returned.statusCode === 429) return false;
  if (path === SIGN_IN_PATH) return true;
  return (returned.body as { code?: unknown } | undefined)?.code === 'INVALID_PASSWORD';
};

/**
 * The password limiter (login-limiter.ts), inside better-auth's own pipeline: the "before" hook runs for the
 * endpoint better-auth actually routed to, with the body it actually parsed (whatever its content type), and
 * takes the slots before the handler checks the password; the "after" hook gives them back when the password was
 * right (or never checked) and records and logs a failure with the e-mail and the client's address. A password
 * change also ends every other session of the user (better-auth keeps them unless asked).
 */
export function signInThrottlePlugin(db: Db, logger: Logger): BetterAuthPlugin {
  const matcher = (context: { path?: string }) =>
    context.path === SIGN_IN_PATH || PASSWORD_CHECK_PATHS.has(context.path ?? '');
  const logOf = () => currentAuthContext()?.log ?? logger;
  return {
    id: 'praxis-sign-in-throttle',
    hooks: {
      before: [
        {
          matcher,
          handler: createAuthMiddleware(async (ctx) => {
            const attempt = await attemptOf(ctx);
            if (!attempt) return;
            const store = currentAuthContext();
            if (store) store.passwordAttempt = attempt;
            const slot = await takeSignInSlot(db, attempt);
            if (!slot.allowed) {
              logOf().warn(
                { email: attempt.email, clientAddress: currentAuthContext()?.clientAddress, limit: slot.refusal },
                ctx.path === SIGN_IN_PATH
                  ? 'sign-in refused: too many attempts'
                  : 'password check refused: too many attempts',
              );
              throw new APIError(
                'TOO_MANY_REQUESTS',
                { code: 'RATE_LIMITED', message: tooManyAttemptsMessage(slot.retryAfterS, slot.refusal) },
                { 'Retry-After': String(slot.retryAfterS) },
              );
            }
            if (ctx.path === '/change-password') {
              return { context: { body: { ...(ctx.body as object), revokeOtherSessions: true } } };
            }
          }),
        },
      ],
      after: [
        {
          matcher,
          handler: createAuthMiddleware(async (ctx) => {
            // As counted before the handler ran (a password change has ended the session by now).
            const attempt = currentAuthContext()?.passwordAttempt ?? (await attemptOf(ctx));
            if (!attempt) return;
            const returned = ctx.context.returned;
            if (isAPIError(returned) && returned.statusCode === 429) return;
            if (!isWrongPassword(ctx.path, returned)) {
              await returnSignInSlot(db, attempt, { succeeded: !isAPIError(returned) });
              if (ctx.path === '/change-password' && !isAPIError(returned) && attempt.userId) {
                await announceSessionChange(db, { user_id: attempt.userId });
              }
              return;
            }
            await recordSignInFailure(db, attempt);
            logOf().warn(
              {
                email: attempt.email,
                clientAddress: currentAuthContext()?.clientAddress,
                path: ctx.path,
                status: (returned as APIError).statusCode,
              },
              ctx.path === SIGN_IN_PATH ? 'sign-in failed' : 'password check failed',
            );
            if (Math.random() < 0.01) void pruneSignInThrottle(db).catch(() => undefined);
          }),
        },
      ],
    },
  };
}
