import { ACCOUNT_NAME_MAX_LENGTH } from '@praxis/shared';
import type { BetterAuthOptions } from 'better-auth';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { user as userTable } from '../db/schema/auth.js';
import { signUpPolicyOf, type Env } from '../lib/env.js';
import { ADMIN_NAME_MESSAGE, type AccountRules } from './account-rules.js';
import { authDbHandle, currentAuthContext } from './auth-context.js';
import { refusalOfNewAccount } from './sign-up-policy.js';

const STATUS_NAMES = { 403: 'FORBIDDEN', 409: 'CONFLICT' } as const;

/**
 * better-auth's database hooks, all inside the transaction better-auth opens to create a user and their account:
 *  - user.create.before: who may get an account at all (sign-up policy, invitations) and the name limit;
 *  - account.create.before: the user row exists now, so their consultant is linked or created (the account row
 *    follows; any failure rolls all three back);
 *  - user.update.before: the name limit for later changes.
 */
export function accountHooks(db: Db, env: Env, rules: AccountRules): BetterAuthOptions['databaseHooks'] {
  const policy = signUpPolicyOf(env);
  return {
    user: {
      create: {
        before: async (data, context) => {
          const via = context?.path === '/sign-up/email' ? 'password' : 'sso';
          let name = data.name;
          if (name.length > ACCOUNT_NAME_MAX_LENGTH) {
            if (via === 'password') throw nameTooLong();
            // A provider's display name is not the person's choice: shorten it rather than refuse them.
            name = name.slice(0, ACCOUNT_NAME_MAX_LENGTH);
          }
          const refusal = await refusalOfNewAccount(
            authDbHandle(db),
            policy,
            {
              email: data.email,
              via,
              emailVerified: data.emailVerified,
              invitation: currentAuthContext()?.invitation,
            },
            rules,
          );
          if (refusal)
            throw new APIError(STATUS_NAMES[refusal.status], { code: refusal.code, message: refusal.message });
          // A new profile takes the typed name; an invitation's profile keeps the name the admin gave it.
          const typed = via === 'password' && !currentAuthContext()?.invitation;
          if (typed && (await rules.isAnAdminsName(authDbHandle(db), name))) {
            throw new APIError('UNPROCESSABLE_ENTITY', {
              code: 'VALIDATION',
              message: `name: ${ADMIN_NAME_MESSAGE}`,
              details: { fields: { name: ADMIN_NAME_MESSAGE } },
            });
          }
          return { data: { ...data, name, image: safeImageOf(data.image) } };
        },
      },
      update: {
        before: async (data) => {
          if (typeof data.name === 'string' && data.name.length > ACCOUNT_NAME_MAX_LENGTH) throw nameTooLong();
          return { data: 'image' in data ? { ...data, image: safeImageOf(data.image) } : data };
        },
      },
    },
    account: {
      create: {
        before: async (account) => {
          const handle = authDbHandle(db);
          const [owner] = await handle.select().from(userTable).where(eq(userTable.id, account.userId));
          if (!owner) return;
          await rules.provisionConsultant(handle, owner, currentAuthContext()?.invitation?.id);
        },
      },
    },
  };
}

/** A provider's https photo is kept; anything else a sign-up sends (`javascript:`, `data:`) is never stored. */
const safeImageOf = (image: unknown): string | null =>
  typeof image === 'string' && /^https:\/\/[^\s]+$/i.test(image.trim()) ? image.trim() : null;

const nameTooLong = () =>
  new APIError('UNPROCESSABLE_ENTITY', {
    code: 'VALIDATION',
    message: `name: At most ${ACCOUNT_NAME_MAX_LENGTH} characters.`,
    details: { fields: { name: `At most ${ACCOUNT_NAME_MAX_LENGTH} characters.` } },
  });
