import type { QueryClient } from '@tanstack/react-query';
import { authErrorMessage, type AuthError } from '@/lib/auth-error';
import { startSession } from '@/lib/session';

/** A refused or failed sign-in/sign-up, with the message the form shows as is. */
export class AuthFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AuthFailure';
  }
}

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

/** After a successful sign-in or sign-up: load the new user's session, or explain why it is missing. */
export async function establishSession(queryClient: QueryClient): Promise<void> {
  const me = await startSession(queryClient).catch(() => {
    throw new AuthFailure('You are signed in, but your profile could not be loaded. Please try again in a moment.');
  });
  if (!me) {
    throw new AuthFailure(
      'The sign-in succeeded but no session was kept. Check that this browser allows cookies for this site.',
    );
  }
}
