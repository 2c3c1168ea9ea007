import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '@praxis/shared';

/**
 * The sign-in form's checks, the same rules and messages as the shared `signInSchema` (a test holds them
 * together) without zod: the light sign-in page carries no schema library.
 */
export type SignInField = 'email' | 'password';
export type SignInValues = Record<SignInField, string>;
export type SignInErrors = Partial<Record<SignInField, string>>;

export function signInFieldError(field: SignInField, value: string): string | undefined {
  if (field === 'password') return value.length === 0 ? 'Enter your password.' : undefined;
  const email = value.trim();
  if (email.length === 0) return 'Enter your email address.';
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return 'Enter a valid email address.';
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
