import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import type { AuthConfig } from '@praxis/shared';
import { CardContent, CardFooter } from '@/components/ui/card';
import { readLoginState, safeRedirectPath, type LoginState } from '@/lib/redirect';
import { useMe } from '@/lib/session';
import { useAuthConfig } from '@/lib/auth-config';
import { providerErrorMessage } from '../lib/provider-error';
import { AuthCard } from './auth-card';
import { CredentialsForm } from './credentials-form';
import { SingleSignOnSection } from './single-sign-on-button';

/**
 * /login and /signup. Navigation state `isLogin` picks Sign In (true, the default) or Sign Up (false) on /login, and
 * `from` says where to return (docs/product.md §2); /signup is Sign Up at its own address. A `from` query parameter is honoured too: the single sign-on error redirect carries it.
 */
export function LoginPage() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const { data: me } = useMe();
  const { data: authConfig } = useAuthConfig();

  const state = readLoginState(location.state);
  // /signup is the sign-up form's own address; /login with state isLogin: false opens it too (docs/product.md §2).
  const wantsLogin = location.pathname === '/signup' ? false : state.isLogin;
  const { from } = state;
  // With SIGNUP=invite-only there is no Sign Up: people join through their invitation link.
  const isInviteOnly = authConfig?.signUp?.mode === 'invite-only';
  const isLogin = wantsLogin || isInviteOnly;
  const returnTo = safeRedirectPath(from ?? searchParams.get('from'));

  // Signed in already, or just now: go where the user was headed.
  if (me) return <Navigate to={returnTo} replace />;

  const mode = isLogin ? 'sign-in' : 'sign-up';
  const providerError = providerErrorMessage(searchParams.get('error'), authConfig?.oidc?.label);
  const switchState: LoginState = { isLogin: !isLogin, from: returnTo };

  return (
    <AuthCard
      documentTitle={isLogin ? 'Sign In · Praxis' : 'Sign Up · Praxis'}
      title={isLogin ? 'Sign in to Praxis' : 'Create your account'}
      description={isLogin ? 'Welcome back. Sign in with your work email.' : signUpDescription(authConfig?.signUp)}
    >
      <CardContent className="grid gap-4">
        <SingleSignOnSection providerError={providerError} provider={authConfig?.oidc} returnTo={returnTo} />
        <CredentialsForm mode={mode} />
        {isLogin && authConfig?.passwordReset ? (
          <Link to="/forgot-password" className="justify-self-end text-sm underline-offset-4 hover:underline">
            Forgot password?
          </Link>
        ) : null}
      </CardContent>
      <CardFooter className="justify-center text-center text-sm text-muted-foreground">
        {isInviteOnly ? (
          <p>New here? Joining is by invitation only: ask an admin for your invitation link.</p>
        ) : (
          <>
            {isLogin ? "Don't have an account?" : 'Already have an account?'}
            <Link
              to={{ pathname: '/login' }}
              replace
              state={switchState}
              className="ml-1 font-medium text-foreground underline-offset-4 hover:underline"
            >
              {isLogin ? 'Sign up' : 'Sign in'}
            </Link>
          </>
        )}
      </CardFooter>
    </AuthCard>
  );
}

/** Who may sign up, said before they try: refused domains are otherwise explained by the server's message. */
function signUpDescription(policy: AuthConfig['signUp']): string {
  if (policy?.mode === 'domains' && policy.domains.length > 0) {
    const domains = policy.domains.map((domain) => `@${domain}`).join(', ');
    return `Sign up with your work email (${domains}). Others join through an invitation link from an admin.`;
  }
  return 'Sign up with your work email to get started.';
}
