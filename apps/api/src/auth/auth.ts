import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '../db/client.js';
import { account, session, user, verification } from '../db/schema/auth.js';
import type { Logger } from '../lib/logger.js';
import { oidcSetup } from './oidc.js';
import { sessionHooks } from './session-hooks.js';
import type { Env } from '../lib/env.js';

export interface AuthOptions {
  db: Db;
  env: Env;
  secret: string;
  baseURL: string;
  logger: Logger;
  /** Called after better-auth created a user (sign-up, first OIDC sign-in): links or creates their consultant. */
  onUserCreated: (created: { id: string; email: string; name: string }) => Promise<void>;
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
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128, autoSignIn: true },
    session: { expiresIn: SESSION_MAX_AGE_S, updateAge: SESSION_UPDATE_AGE_S },
    account: { accountLinking: { enabled: true, trustedProviders: oidc ? [oidc.id] : [] } },
    socialProviders: oidc?.socialProviders ?? {},
    plugins: oidc?.plugins ?? [],
    // Brute force is handled by our own database-backed limiter (see auth/login-limiter.ts).
    rateLimit: { enabled: false },
    advanced: {
      database: { generateId: () => randomUUID() },
      useSecureCookies: baseURL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => logger[level]({ args }, `better-auth: ${message}`),
    },
    databaseHooks: {
      session: sessionHooks(db, logger),
      user: {
        create: {
          after: async (created) => {
            await options.onUserCreated({ id: created.id, email: created.email, name: created.name });
          },
        },
      },
    },
  });
  return { auth, oidc };
}

/** The app's own origin; in the default local setup both localhost and 127.0.0.1 name it. */
export function trustedOriginsOf(baseURL: string, env: Env): string[] {
  const origins = [new URL(baseURL).origin];
  if (!env.APP_URL) origins.push(`http://127.0.0.1:${env.PORT}`, `http://localhost:${env.PORT}`);
  return [...new Set(origins)];
}

export type Auth = ReturnType<typeof createAuth>['auth'];
