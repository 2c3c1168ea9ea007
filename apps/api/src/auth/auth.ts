import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor as twoFactorPlugin } from 'better-auth/plugins/two-factor';
import type { Db } from '../db/client.js';
import { account, session, twoFactor, user, verification } from '../db/schema/auth.js';
import type { Logger } from '../lib/logger.js';
import { accountHooks } from './account-hooks.js';
import type { AccountRules } from './account-rules.js';
import { authDbHandle, rememberingTransactions } from './auth-context.js';
import { oidcSetup } from './oidc.js';
import { profileFieldsGuardPlugin } from './profile-fields-guard.js';
import { twoFactorGuardPlugin } from './two-factor-guard.js';
import { signInThrottlePlugin } from './sign-in-throttle.js';
import { PASSWORD_RESET_TTL_S, passwordResetThrottlePlugin } from './password-reset-throttle.js';
import { announceSessionChange } from '../realtime/realtime.js';
import { sessionHooks } from './session-hooks.js';
import type { Env } from '../lib/env.js';

export interface AuthOptions {
  db: Db;
  env: Env;
  secret: string;
  baseURL: string;
  logger: Logger;
  /** What sign-up needs from the invitations and consultants modules (account-rules.ts). */
  accounts: AccountRules;
}

export const SESSION_MAX_AGE_S = 60 * 60 * 24 * 7;
/** A session used after a day is extended automatically: this is the "refresh". */
export const SESSION_UPDATE_AGE_S = 60 * 60 * 24;

export function createAuth(options: AuthOptions) {
  const { db, env, baseURL, logger } = options;
  const oidc = oidcSetup(env);
  const trustedOrigins = trustedOriginsOf(baseURL, env);
  const auth = betterAuth({
    appName: 'Praxis',
    baseURL,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins,
    // Real transactions: sign-up writes the user, the account and (in our hook) the consultant together.
    database: drizzleAdapter(rememberingTransactions(db), {
      provider: 'pg',
      schema: { user, session, account, verification, twoFactor },
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      ...passwordResetOptions(db, options.accounts),
    },
    // Reset tokens are kept only as a SHA-256 hash: a copy of the table cannot reset anyone's password.
    verification: { storeIdentifier: { default: 'plain', overrides: { 'reset-password:': 'hashed' } } },
    session: { expiresIn: SESSION_MAX_AGE_S, updateAge: SESSION_UPDATE_AGE_S },
    // A provider's identity joins an existing user only when the provider verified the e-mail (no trusted
    // providers: a provider that lets people type any address must not take over an account).
    account: { accountLinking: { enabled: true, trustedProviders: [] } },
    socialProviders: oidc?.socialProviders ?? {},
    plugins: [
      ...(oidc?.plugins ?? []),
      // TOTP with recovery codes; verification failures lock the second step for 15 minutes after 10.
      twoFactorPlugin({ issuer: 'Praxis' }),
      signInThrottlePlugin(db, logger),
      passwordResetThrottlePlugin(db, logger),
      twoFactorGuardPlugin(db, {
        requireAdminTwoFactor: env.REQUIRE_ADMIN_2FA ?? false,
        notify: options.accounts.notify,
      }),
      profileFieldsGuardPlugin(),
    ],
    // Brute force is handled by our own database-backed limiter (see auth/sign-in-throttle.ts).
    rateLimit: { enabled: false },
    // Unexpected errors leave better-auth and reach our error handler (logged through pino, mapped like ours).
    onAPIError: { throw: true },
    advanced: {
      database: { generateId: () => randomUUID() },
      useSecureCookies: baseURL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      // pino redacts (query parameters dropped, long strings cut) whatever better-auth hands over.
      log: (level, message, ...args) => logger[level]({ args }, `better-auth: ${message}`),
    },
    databaseHooks: { ...accountHooks(db, env, options.accounts), session: sessionHooks(db, logger) },
  });
  return { auth, oidc };
}

/**
 * Password reset exists only while e-mail is on (the link has to reach the person). The token works once, for
 * 30 minutes; using it ends every session of the user, on every instance.
 */
function passwordResetOptions(db: Db, accounts: AccountRules) {
  const send = accounts.sendPasswordReset;
  if (!send) return {};
  return {
    sendResetPassword: ({ user, token }: { user: { id: string; email: string; name: string }; token: string }) =>
      send(authDbHandle(db), user, token),
    resetPasswordTokenExpiresIn: PASSWORD_RESET_TTL_S,
    revokeSessionsOnPasswordReset: true,
    onPasswordReset: async ({ user }: { user: { id: string } }) => {
      await announceSessionChange(db, { user_id: user.id });
    },
  };
}

/** The app's own origin; in the default local setup both localhost and 127.0.0.1 name it. */
export function trustedOriginsOf(baseURL: string, env: Env): string[] {
  const origins = [new URL(baseURL).origin];
  if (!env.APP_URL) origins.push(`http://127.0.0.1:${env.PORT}`, `http://localhost:${env.PORT}`);
  return [...new Set(origins)];
}

export type Auth = ReturnType<typeof createAuth>['auth'];
