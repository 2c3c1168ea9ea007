/**
 * Account rules shared by the sign-up form and the auth server. They match better-auth's email + password
 * defaults; if the server configures other limits, change them here so both sides keep agreeing.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PERSON_NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 320;
/** A user's display name (better-auth's `name`): sign-up, single sign-on and invitations refuse longer ones. */
export const ACCOUNT_NAME_MAX_LENGTH = 200;
