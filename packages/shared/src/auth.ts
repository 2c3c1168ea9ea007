/**
 * Account rules shared by the sign-up form and the auth server. They match better-auth's email + password
 * defaults; if the server configures other limits, change them here so both sides keep agreeing.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PERSON_NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 320;
/** Deliberately loose: one @, something on each side, a dot in the domain. The auth server has the final word. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A user's display name (better-auth's `name`): sign-up, single sign-on and invitations refuse longer ones. */
export const ACCOUNT_NAME_MAX_LENGTH = 200;

/** The sign-in fields' messages, shared by the zod schemas and the light sign-in page (which carries no zod). */
export const CREDENTIAL_MESSAGES = {
  emailMissing: 'Enter your email address.',
  emailInvalid: 'Enter a valid email address.',
  passwordMissing: 'Enter your password.',
} as const;

/** Sign-up refusals, shared by the auth server's rules and the pages that explain them. */
export const SIGN_UP_MESSAGES = {
  waitingForInvitation:
    'This email belongs to a profile waiting for an invitation. Ask an admin for your invitation link.',
  inviteOnly: 'Sign-up is by invitation only. Ask an admin for your invitation link.',
  domainRefused: (domains: readonly string[]) =>
    domains.length
      ? `Sign-up is open to ${domains.map((domain) => `@${domain}`).join(', ')} addresses only. Ask an admin for an invitation.`
      : 'Sign-up is by invitation only. Ask an admin for your invitation link.',
} as const;
