import { runAuthCall } from '../lib/auth-failure';

export interface SignInEmailInput {
  email: string;
  password: string;
}

/**
 * POST /api/auth/sign-in/email (better-auth). Rejects with an AuthFailure carrying the server's message; resolves
 * to whether a second factor is still needed (two-factor sign-in is on for the account).
 */
export async function signInEmail({ email, password }: SignInEmailInput): Promise<{ needsSecondFactor: boolean }> {
  // better-auth's client loads on the first submit, not with the page.
  const { authClient } = await import('@/lib/auth-client');
  const result = await runAuthCall(() => authClient.signIn.email({ email: email.trim(), password }));
  const data = result.data as { twoFactorRedirect?: boolean } | null;
  return { needsSecondFactor: data?.twoFactorRedirect === true };
}
