import { signUpInputSchema } from '@praxis/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../context.js';
import { AppError } from '../lib/app-error.js';
import { signUpPolicyOf } from '../lib/env.js';
import { validationError } from '../lib/openapi.js';
import { refusalOfNewAccount } from './sign-up-policy.js';

/**
 * Plain sign-up, checked before better-auth sees it so the answer is ours: 422 naming the field (a 200-character
 * name at most, no fields beyond better-auth's own), 403 when the sign-up policy or a waiting profile refuses.
 * The same rules run again inside the sign-up transaction (account-hooks.ts), which is the authority.
 */
export async function checkSignUp(c: Context<AppEnv>): Promise<void> {
  let body: unknown;
  try {
    body = await c.req.raw.clone().json();
  } catch {
    throw AppError.validation('The request body is not valid JSON.');
  }
  const parsed = signUpInputSchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  const { env, database } = c.get('deps');
  const refusal = await refusalOfNewAccount(database.db, signUpPolicyOf(env), {
    email: parsed.data.email,
    via: 'password',
    emailVerified: false,
  });
  if (refusal) {
    throw new AppError(refusal.status === 409 ? 'CONFLICT' : 'FORBIDDEN', refusal.message, { reason: refusal.code });
  }
}
