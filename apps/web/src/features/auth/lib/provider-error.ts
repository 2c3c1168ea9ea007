import { SIGN_UP_MESSAGES } from '@praxis/shared';

/** Codes our sign-up rules put in the single sign-on error redirect (apps/api/src/auth/sign-up-policy.ts). */
const SIGN_UP_REFUSALS: Record<string, string> = {
  INVITATION_REQUIRED: SIGN_UP_MESSAGES.waitingForInvitation,
  SIGNUP_INVITE_ONLY: SIGN_UP_MESSAGES.inviteOnly,
  SIGNUP_DOMAIN_NOT_ALLOWED: 'Your e-mail domain may not sign up here. Ask an admin for an invitation.',
};

/**
 * better-auth returns failed single sign-on to /login?error=<code>. Only a plain code is shown — never free text
 * from the URL, which anyone could craft into a misleading message.
 */
export function providerErrorMessage(code: string | null, providerLabel: string | undefined): string | null {
  if (!code) return null;
  const provider = providerLabel ?? 'your identity provider';
  if (code === 'access_denied') return `Sign-in with ${provider} was cancelled.`;
  const refusal = SIGN_UP_REFUSALS[code];
  if (refusal) return refusal;
  const safeCode = /^[a-z0-9_.-]{1,64}$/i.test(code) ? ` (${code})` : '';
  return `Sign-in with ${provider} did not complete${safeCode}. Please try again.`;
}
