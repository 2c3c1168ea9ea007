import { useEffect, useState } from 'react';
import type { AuthConfig } from '@praxis/shared';
import { CardContent, CardFooter } from '@/components/ui/card';
import { HOME_PATH } from '@/lib/redirect';
import { AuthCard } from '../components/auth-card';
import { SingleSignOnSection } from '../components/single-sign-on-button';
import { providerErrorMessage } from '../lib/provider-error';
import { readReturnPath } from '../lib/return-path';
import { SignInForm } from './sign-in-form';
import { fetchAuthConfig, leaveIfSignedIn } from './signed-out-api';

const LINK_CLASSES = 'underline-offset-4 hover:underline';

/**
 * /login, a page of its own (login.html, docs/decisions/015-light-sign-in-entry.md): Sign In with email and
 * password (and the second factor when it is on), the single sign-on provider, the provider's `?error=` explained,
 * and links to password reset and Sign Up, which live in the app. Every way out is a full page load.
 */
export function SignInPage({ search }: { search: string }) {
  const [authConfig, setAuthConfig] = useState<AuthConfig | null>(null);
  const [returnTo] = useState(() => readReturnPath(search));

  useEffect(() => {
    const controller = new AbortController();
    void leaveIfSignedIn(returnTo, controller.signal);
    // Without the configuration the page still signs in with email and password: it only hides the extras.
    fetchAuthConfig(controller.signal).then(setAuthConfig, () => undefined);
    return () => controller.abort();
  }, [returnTo]);

  const providerError = providerErrorMessage(new URLSearchParams(search).get('error'), authConfig?.oidc?.label);
  const signUpHref = returnTo === HOME_PATH ? '/signup' : `/signup?from=${encodeURIComponent(returnTo)}`;

  return (
    <AuthCard
      documentTitle="Sign In · Praxis"
      title="Sign in to Praxis"
      description="Welcome back. Sign in with your work email."
    >
      <CardContent className="grid gap-4">
        <SingleSignOnSection providerError={providerError} provider={authConfig?.oidc} returnTo={returnTo} />
        <SignInForm returnTo={returnTo} />
        {authConfig?.passwordReset ? (
          <a href="/forgot-password" className={`justify-self-end text-sm ${LINK_CLASSES}`}>
            Forgot password?
          </a>
        ) : null}
      </CardContent>
      <CardFooter className="justify-center text-center text-sm text-muted-foreground">
        {authConfig?.signUp?.mode === 'invite-only' ? (
          <p>New here? Joining is by invitation only: ask an admin for your invitation link.</p>
        ) : (
          <>
            Don&apos;t have an account?
            <a href={signUpHref} className={`ml-1 font-medium text-foreground ${LINK_CLASSES}`}>
              Sign up
            </a>
          </>
        )}
      </CardFooter>
    </AuthCard>
  );
}
