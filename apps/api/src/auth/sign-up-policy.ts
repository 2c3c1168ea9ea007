import { SIGN_UP_MESSAGES } from '@praxis/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { consultants } from '../db/schema/consultants.js';
import type { Env } from '../lib/env.js';
import type { AccountRules } from './account-rules.js';

export const INVITATION_INVALID =
  'This invitation link is invalid, expired or already used. Ask an admin for a new one.';

export interface SignUpRefusal {
  status: 403 | 409;
  code: 'INVITATION_REQUIRED' | 'SIGNUP_INVITE_ONLY' | 'SIGNUP_DOMAIN_NOT_ALLOWED' | 'INVITATION_INVALID';
  message: string;
}

export interface NewAccountRequest {
  email: string;
  /** `sso`: a first single sign-on; `password`: email + password sign-up. */
  via: 'password' | 'sso';
  emailVerified: boolean;
  invitation?: { id: string; email: string } | undefined;
}

/**
 * Who may create an account (SIGNUP, SIGNUP_DOMAINS; docs/decisions on invitations). An invitation admits its
 * own e-mail whatever the mode. A profile an admin created waits for its invitation: its e-mail cannot sign up,
 * except through a provider that verified the address. Otherwise `open` admits anyone, `domains` the listed
 * e-mail domains, `invite-only` nobody.
 */
export async function refusalOfNewAccount(
  db: DbOrTx,
  policy: { mode: Env['SIGNUP']; domains: readonly string[] },
  request: NewAccountRequest,
  /** How an invitation is looked up; the plain sign-up check (sign-up-guard.ts) has no invitation to look up. */
  rules?: Pick<AccountRules, 'findOpenInvitation'>,
): Promise<SignUpRefusal | null> {
  const email = request.email.trim().toLowerCase();
  if (request.invitation) {
    const open = await rules?.findOpenInvitation(db, request.invitation.id);
    return open && open.email === email
      ? null
      : { status: 409, code: 'INVITATION_INVALID', message: INVITATION_INVALID };
  }
  const [waiting] = await db
    .select({ id: consultants.id })
    .from(consultants)
    .where(and(eq(consultants.email, email), isNull(consultants.userId)));
  if (waiting && !(request.via === 'sso' && request.emailVerified)) {
    return { status: 403, code: 'INVITATION_REQUIRED', message: SIGN_UP_MESSAGES.waitingForInvitation };
  }
  if (waiting || policy.mode === 'open') return null;
  if (policy.mode === 'invite-only') {
    return { status: 403, code: 'SIGNUP_INVITE_ONLY', message: SIGN_UP_MESSAGES.inviteOnly };
  }
  const domain = email.slice(email.lastIndexOf('@') + 1);
  return policy.domains.includes(domain)
    ? null
    : { status: 403, code: 'SIGNUP_DOMAIN_NOT_ALLOWED', message: SIGN_UP_MESSAGES.domainRefused(policy.domains) };
}
