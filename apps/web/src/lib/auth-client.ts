import { createAuthClient } from 'better-auth/react';

/**
 * better-auth client for the auth endpoints mounted at /api/auth on our own origin. It is used only to sign in,
 * sign up and sign out; who the user is (roles, consultant, permissions) always comes from GET /api/me.
 */
export const authClient = createAuthClient({
  baseURL: `${window.location.origin}/api/auth`,
});

/** The `{ message, status, code }` better-auth returns for a refused request. */
export interface AuthError {
  message?: string | undefined;
  status: number;
  code?: string | undefined;
}

/** A message fit for the form, whatever shape the failure came in. */
export function authErrorMessage(error: AuthError | null | undefined): string {
  if (error?.message) return error.message;
  if (error?.status === 429) return 'Too many attempts. Please wait a moment and try again.';
  return 'Something went wrong. Please try again.';
}
