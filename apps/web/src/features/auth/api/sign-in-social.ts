import { runAuthCall } from '../lib/auth-failure';

export interface SignInSocialInput {
  /** The provider id from GET /api/auth-config. */
  provider: string;
  /** A safe, same-origin path to return to after signing in. */
  returnTo: string;
}

/**
 * POST /api/auth/sign-in/social (better-auth). On success better-auth sends the browser to the provider, which
 * returns it to /auth/callback?from=… — or, when something fails, to /login?error=….
 */
export async function signInSocial({ provider, returnTo }: SignInSocialInput): Promise<void> {
  const from = encodeURIComponent(returnTo);
  const { authClient } = await import('@/lib/auth-client');
  await runAuthCall(() =>
    authClient.signIn.social({
      provider,
      callbackURL: `/auth/callback?from=${from}`,
      errorCallbackURL: `/login?from=${from}`,
    }),
  );
}
