import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PERSON_NAME_MAX_LENGTH } from '@praxis/shared';

export type CredentialsMode = 'sign-in' | 'sign-up';

export interface CredentialsValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export type CredentialsField = keyof CredentialsValues;
export type CredentialsErrors = Partial<Record<CredentialsField, string>>;

/** The fields each mode asks for, in screen order (the first invalid one gets the focus). */
export const CREDENTIALS_FIELDS: Record<CredentialsMode, readonly CredentialsField[]> = {
  'sign-in': ['email', 'password'],
  'sign-up': ['firstName', 'lastName', 'email', 'password'],
};

// Deliberately loose: one @, something on each side, a dot in the domain. The server has the final word.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message for one field, or undefined when it is fine. */
export function validateField(
  mode: CredentialsMode,
  field: CredentialsField,
  values: CredentialsValues,
): string | undefined {
  switch (field) {
    case 'firstName':
      return validateName(values.firstName, 'First name');
    case 'lastName':
      return validateName(values.lastName, 'Last name');
    case 'email': {
      const email = values.email.trim();
      if (!email) return 'Enter your email address.';
      if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return 'Enter a valid email address.';
      return undefined;
    }
    case 'password':
      if (!values.password) return mode === 'sign-in' ? 'Enter your password.' : 'Choose a password.';
      if (mode === 'sign-in') return undefined;
      if (values.password.length < PASSWORD_MIN_LENGTH) {
        return `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
      }
      if (values.password.length > PASSWORD_MAX_LENGTH) {
        return `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
      }
      return undefined;
  }
}

/** Every problem of the mode's fields; an empty object means the form can be sent. */
export function validateCredentials(mode: CredentialsMode, values: CredentialsValues): CredentialsErrors {
  const errors: CredentialsErrors = {};
  for (const field of CREDENTIALS_FIELDS[mode]) {
    const message = validateField(mode, field, values);
    if (message) errors[field] = message;
  }
  return errors;
}

function validateName(value: string, label: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return `Enter your ${label.toLowerCase()}.`;
  if (trimmed.length > PERSON_NAME_MAX_LENGTH) return `${label} must be at most ${PERSON_NAME_MAX_LENGTH} characters.`;
  return undefined;
}
