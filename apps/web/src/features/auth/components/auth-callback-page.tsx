import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useSearchParams } from 'react-router';
import { CircleAlert } from 'lucide-react';
import { LoadingScreen } from '@/components/loading-screen';
import { StatusPage } from '@/components/status-page';
import { buttonVariants } from '@/components/ui/button';
import { safeRedirectPath, type LoginState } from '@/lib/redirect';
import { meQueryOptions } from '@/lib/session';

/**
 * /auth/callback, where single sign-on returns. Reads the session afresh (the provider has just set the cookie),
 * then replaces itself with the `from` path — same-origin paths only — or /home.
 */
export function AuthCallbackPage() {
  const [searchParams] = useSearchParams();
  const session = useQuery({ ...meQueryOptions(), refetchOnMount: 'always' });
  const returnTo = safeRedirectPath(searchParams.get('from'));

  if (session.data) return <Navigate to={returnTo} replace />;
  if (!session.isFetchedAfterMount && !session.isError) return <LoadingScreen label="Signing you in..." />;

  const loginState: LoginState = { isLogin: true, from: returnTo };
  return (
    <main className="flex min-h-svh items-center justify-center bg-muted/40">
      <StatusPage
        icon={CircleAlert}
        title="Sign-in did not complete"
        message={
          session.isError
            ? 'We could not check your session. The server may be unavailable; please try again.'
            : 'We could not find a session after signing in. The sign-in may have been cancelled or may have expired.'
        }
        actions={
          <Link to="/login" replace state={loginState} className={buttonVariants()}>
            Back to sign in
          </Link>
        }
      />
    </main>
  );
}
