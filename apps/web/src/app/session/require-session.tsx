import { createContext, lazy, Suspense, use, useState } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { LoadingScreen } from '@/components/loading-screen';
import type { LoginState } from '@/lib/redirect';
import { endSession, useMe } from '@/lib/session';

// Only signed-out visitors to an unknown address need it (with Radix for its menu): keep it out of the shell.
const PublicNotFound = lazy(() => import('./public-not-found').then((module) => ({ default: module.PublicNotFound })));

/** Marks the catch-all route in the route table, so that a signed-out visitor gets Not Found rather than /login. */
export const NOT_FOUND_HANDLE = { notFound: true } as const;

const isNotFoundMatch = (handle: unknown) =>
  typeof handle === 'object' && handle !== null && (handle as { notFound?: unknown }).notFound === true;

const SignOutContext = createContext<(() => Promise<void>) | null>(null);

/** Signs the user out; only available inside the signed-in shell. */
export function useSignOut(): () => Promise<void> {
  const signOut = use(SignOutContext);
  if (!signOut) throw new Error('useSignOut() is only available inside <RequireSession>.');
  return signOut;
}

/**
 * Guards every route of the authenticated shell. A visitor without a session goes to /login — replacing this entry
 * in history and remembering where they were headed (docs/product.md §2) — and returns there after signing in.
 *
 * Signing out also lives here, because it must not look like a lost session: the guard knows it is signing out
 * before the session is dropped, so it sends the user to a plain /login instead of one that would bring them
 * (or the next person at this computer) back to the page they left.
 */
export function RequireSession() {
  const { data: me } = useMe();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isSigningOut, setIsSigningOut] = useState(false);
  const isUnknownPath = useMatches().some((match) => isNotFoundMatch(match.handle));

  const signOut = async () => {
    setIsSigningOut(true);
    try {
      // better-auth's client is only needed for this click; keep it out of the shell's bundle.
      const { authClient } = await import('@/lib/auth-client');
      // Never follow a provider logout URL: Sign Out lands on /login (see apps/api/src/auth/oidc.ts).
      const { error } = await authClient.signOut({ disableRedirect: true });
      if (error) throw new Error(error.message ?? `Sign out failed (${error.status})`);
    } catch {
      setIsSigningOut(false);
      toast.error('Failed to sign out. Please try again.');
      return;
    }
    endSession(queryClient);
    void navigate('/login', { replace: true, state: { isLogin: true } satisfies LoginState });
  };

  if (isSigningOut) return <LoadingScreen label="Signing out..." />;
  if (!me && isUnknownPath) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <PublicNotFound />
      </Suspense>
    );
  }
  if (!me) return <Navigate to="/login" replace state={{ isLogin: true, from: location } satisfies LoginState} />;
  return (
    <SignOutContext value={signOut}>
      <Outlet />
    </SignOutContext>
  );
}
