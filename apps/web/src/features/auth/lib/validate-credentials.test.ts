import { describe, expect, it } from 'vitest';
import { validateCredentials, type CredentialsValues } from './validate-credentials';

const values = (overrides: Partial<CredentialsValues> = {}): CredentialsValues => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'correct horse',
  ...overrides,
});

describe('validateCredentials', () => {
  it('accepts complete sign-in and sign-up forms', () => {
    expect(validateCredentials('sign-in', values())).toEqual({});
    expect(validateCredentials('sign-up', values())).toEqual({});
  });

  it('asks only for email and password when signing in', () => {
    expect(validateCredentials('sign-in', values({ firstName: '', lastName: '', email: '', password: '' }))).toEqual({
      email: 'Enter your email address.',
      password: 'Enter your password.',
    });
  });

  it('checks names, email format and password length when signing up', () => {
    expect(
      validateCredentials('sign-up', values({ firstName: '  ', lastName: '', email: 'ada@', password: 'short' })),
    ).toEqual({
      firstName: 'Enter your first name.',
      lastName: 'Enter your last name.',
      email: 'Enter a valid email address.',
      password: 'Password must be at least 8 characters.',
    });
  });

  it('does not apply the sign-up password length rule to sign-in', () => {
    expect(validateCredentials('sign-in', values({ password: 'short' }))).toEqual({});
  });

  it('refuses passwords longer than the server allows', () => {
    expect(validateCredentials('sign-up', values({ password: 'x'.repeat(129) })).password).toBe(
      'Password must be at most 128 characters.',
    );
  });
});
