import type { QueryClient } from '@tanstack/react-query';
import { startSession } from '@/lib/session';
import { AuthFailure, PROFILE_NOT_LOADED_MESSAGE, SESSION_NOT_KEPT_MESSAGE } from './auth-failure';

/** After a successful sign-in or sign-up: load the new user's session, or explain why it is missing. */
export async function establishSession(queryClient: QueryClient): Promise<void> {
  const me = await startSession(queryClient).catch(() => {
    throw new AuthFailure(PROFILE_NOT_LOADED_MESSAGE);
  });
  if (!me) throw new AuthFailure(SESSION_NOT_KEPT_MESSAGE);
}
