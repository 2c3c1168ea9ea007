import { createAuthClient } from 'better-auth/react';

/**
 * better-auth client for the auth endpoints mounted at /api/auth on our own origin. It is used only to sign in,
 * sign up and sign out; who the user is (roles, consultant, permissions) always comes from GET /api/me.
 */
export const authClient = createAuthClient({
  baseURL: `${window.location.origin}/api/auth`,
});

export { authErrorMessage, type AuthError } from './auth-error';
