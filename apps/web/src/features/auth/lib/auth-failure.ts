import { authErrorMessage, type AuthError } from '@/lib/auth-error';

/** A refused or failed sign-in/sign-up, with the message the form shows as is. */
export class AuthFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AuthFailure';
  }
}

/** Signed in, but GET /api/me failed. */
export const PROFILE_NOT_LOADED_MESSAGE =
  'You are signed in, but your profile could not be loaded. Please try again in a moment.';
/** Signed in, but GET /api/me says nobody is: the session cookie was not kept. */
export const SESSION_NOT_KEPT_MESSAGE =
  'The sign-in succeeded but no session was kept. Check that this browser allows cookies for this site.';

export const NETWORK_FAILURE_MESSAGE = 'Could not reach the server. Check your connection and try again.';

/** Runs a better-auth call, turning its `{ error }` answer or a network failure into an {@link AuthFailure}. */
export async function runAuthCall<T extends { error: AuthError | null }>(call: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await call();
  } catch {
    throw new AuthFailure(NETWORK_FAILURE_MESSAGE);
  }
  if (result.error) throw new AuthFailure(authErrorMessage(result.error));
  return result;
}
