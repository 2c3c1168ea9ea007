import { CREDENTIAL_MESSAGES, EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '@praxis/shared';

/**
 * The sign-in form's checks: the shared `signInSchema`'s rules with its messages (a test holds them together),
 * without zod: the light sign-in page carries no schema library.
 */
export type SignInField = 'email' | 'password';
export type SignInValues = Record<SignInField, string>;
export type SignInErrors = Partial<Record<SignInField, string>>;

export function signInFieldError(field: SignInField, value: string): string | undefined {
  if (field === 'password') return value.length === 0 ? CREDENTIAL_MESSAGES.passwordMissing : undefined;
  const email = value.trim();
  if (email.length === 0) return CREDENTIAL_MESSAGES.emailMissing;
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return CREDENTIAL_MESSAGES.emailInvalid;
  return undefined;
}

export function signInErrors(values: SignInValues): SignInErrors {
  const errors: SignInErrors = {};
  for (const field of ['email', 'password'] as const) {
    const message = signInFieldError(field, values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}
