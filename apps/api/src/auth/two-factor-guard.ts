import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/sql.js';
import { systemActor } from '../lib/audit.js';
import type { AccountRules } from './account-rules.js';
import { currentAuthContext } from './auth-context.js';
import { takeSlot } from './login-limiter.js';

/** A TOTP code verifies within its 30 s step and one step either side: it stays "used" for longer than that. */
const USED_CODE_S = 120;
/** Enrolling an authenticator needs a sign-in this recent (REQUIRE_ADMIN_2FA). */
export const RECENT_SIGN_IN_MS = 5 * 60_000;

export const CODE_USED_MESSAGE = 'This code was used already. Wait for the next code in your authenticator app.';
export const SIGN_IN_AGAIN_MESSAGE =
  'Sign in again to set up two-factor sign-in (it needs a sign-in within 5 minutes).';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The user a TOTP code is for: the signed-in user, or the one halfway through signing in (two-factor cookie). */
async function totpUserOf(ctx: HookContext): Promise<string | undefined> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie('two_factor');
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return undefined;
  const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return pending?.value;
}

const usedCodeKey = (userId: string, code: string) => `totp:${userId}:${code}`;

/** Marks the code used (atomically: of parallel requests with one code, one gets true); false if it was already. */
const reserveCode = async (db: Db, key: string) => (await takeSlot(db, key, USED_CODE_S)).failures === 1;

/** Every admin but `userId`, as a primary or an active additional role. */
async function otherAdminIds(db: Db, userId: string): Promise<string[]> {
  const rows = await rowsOf<{ user_id: string }>(
    db,
    sql`select distinct r.user_id from get_user_roles_bulk(array(select id from "user" where id <> ${userId})) r
        where r.primary_role = 'admin' or 'admin' = any(r.additional_roles)`,
  );
  return rows.map((row) => row.user_id);
}

/**
 * Two-factor sign-in, hardened around better-auth's plugin:
 *  - a TOTP code is accepted once: reserved before better-auth checks it, given back only if it was refused, so
 *    a code seen over a shoulder (or replayed) does not open a second session within its 30 s step;
 *  - with REQUIRE_ADMIN_2FA, enrolling an authenticator needs a sign-in within the last 5 minutes (a stolen old
 *    session plus a guessed password must not bind an attacker's device to an admin), and each enrolment is
 *    announced to the account and to every other admin.
 */
export function twoFactorGuardPlugin(
  db: Db,
  options: { requireAdminTwoFactor: boolean; notify: AccountRules['notify'] },
): BetterAuthPlugin {
  const { notify } = options;
  return {
    id: 'praxis-two-factor-guard',
    hooks: {
      before: [
        {
          matcher: (context) => context.path === '/two-factor/verify-totp',
          handler: createAuthMiddleware(async (ctx) => {
            const code = (ctx.body as { code?: unknown } | undefined)?.code;
            const userId = await totpUserOf(ctx);
            if (typeof code !== 'string' || !userId) return;
            const store = currentAuthContext();
            if (!(await reserveCode(db, usedCodeKey(userId, code)))) {
              throw new APIError('UNAUTHORIZED', { code: 'INVALID_CODE', message: CODE_USED_MESSAGE });
            }
            if (store) store.reservedCode = usedCodeKey(userId, code);
          }),
        },
        {
          matcher: (context) => options.requireAdminTwoFactor && context.path === '/two-factor/enable',
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx).catch(() => null);
            if (!session) return;
            const signedInAt = new Date(session.session.createdAt).getTime();
            if (Date.now() - signedInAt > RECENT_SIGN_IN_MS) {
              throw new APIError('FORBIDDEN', { code: 'SIGN_IN_AGAIN', message: SIGN_IN_AGAIN_MESSAGE });
            }
          }),
        },
      ],
      after: [
        {
          matcher: (context) => context.path === '/two-factor/verify-totp',
          handler: createAuthMiddleware(async (ctx) => {
            const key = currentAuthContext()?.reservedCode;
            if (!key || !isAPIError(ctx.context.returned)) return;
            await db.execute(sql`delete from sign_in_throttle where email = ${key}`);
          }),
        },
        {
          matcher: (context) => options.requireAdminTwoFactor && context.path === '/two-factor/enable',
          handler: createAuthMiddleware(async (ctx) => {
            if (isAPIError(ctx.context.returned)) return;
            const session = await getSessionFromCtx(ctx).catch(() => null);
            if (!session) return;
            const { id, email } = session.user;
            const actor = { ...systemActor, userId: id };
            const admins = await otherAdminIds(db, id);
            await db.transaction(async (tx) => {
              await notify(tx, actor, {
                recipientUserId: id,
                type: 'security',
                title: 'An authenticator app is being set up for your account',
                body: 'If this was not you, tell an admin at once and change your password.',
              });
              for (const adminId of admins) {
                await notify(tx, actor, {
                  recipientUserId: adminId,
                  type: 'security',
                  title: `Two-factor sign-in: an authenticator is being set up for ${email}`,
                  body: `Set up from ${currentAuthContext()?.clientAddress ?? 'an unknown address'}.`,
                  link: '/admin-settings',
                });
              }
            });
          }),
        },
      ],
    },
  };
}
