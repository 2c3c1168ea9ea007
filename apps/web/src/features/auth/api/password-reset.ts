import { useMutation } from '@tanstack/react-query';
import { runAuthCall } from '../lib/auth-failure';

/** Said for a used, expired or mistyped reset link (better-auth answers INVALID_TOKEN for each alike). */
export const INVALID_RESET_LINK =
  'This reset link is no longer valid: it works once, for 30 minutes. Ask for a new one below.';

/** POST /api/auth/request-password-reset (better-auth): the same answer whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  // better-auth's client loads on the first submit, not with the page.
  const { authClient } = await import('@/lib/auth-client');
  await runAuthCall(() => authClient.requestPasswordReset({ email: email.trim() }));
}

/** POST /api/auth/reset-password (better-auth): sets the new password and ends every session of the user. */
export async function resetPassword(token: string, newPassword: string): Promise<void> {
  const { authClient } = await import('@/lib/auth-client');
  await runAuthCall(async () => {
    const result = await authClient.resetPassword({ token, newPassword });
    if (result.error?.code !== 'INVALID_TOKEN') return result;
    return { ...result, error: { ...result.error, message: INVALID_RESET_LINK } };
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword(token: string) {
  return useMutation({ mutationFn: (newPassword: string) => resetPassword(token, newPassword) });
}
