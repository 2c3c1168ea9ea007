import { describe, expect, it } from 'vitest';
import { signInSchema, signUpSchema } from './credentials.js';

const values = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'correct horse' };

/** The first message per field, as the forms show them. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
  return found;
}

describe('credentials schemas', () => {
  it('accept complete sign-in and sign-up forms', () => {
    expect(signInSchema.safeParse(values).success).toBe(true);
    expect(signUpSchema.safeParse(values).success).toBe(true);
  });

  it('ask only for email and password when signing in', () => {
    expect(messages(signInSchema.safeParse({ ...values, firstName: '', email: '', password: '' }))).toEqual({
      email: 'Enter your email address.',
      password: 'Enter your password.',
    });
  });

  it('check names, email format and password length when signing up', () => {
    const result = signUpSchema.safeParse({ firstName: '  ', lastName: '', email: 'ada@', password: 'short' });
    expect(messages(result)).toEqual({
      firstName: 'Enter your first name.',
      lastName: 'Enter your last name.',
      email: 'Enter a valid email address.',
      password: 'Password must be at least 8 characters.',
    });
    expect(messages(signUpSchema.safeParse({ ...values, password: '' })).password).toBe('Choose a password.');
  });

  it('do not apply the sign-up password length rule to sign-in', () => {
    expect(signInSchema.safeParse({ ...values, password: 'short' }).success).toBe(true);
  });

  it('refuse passwords longer than the server allows', () => {
    expect(messages(signUpSchema.safeParse({ ...values, password: 'x'.repeat(129) })).password).toBe(
      'Password must be at most 128 characters.',
    );
  });
});
