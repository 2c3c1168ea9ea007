import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { fullPageLoad } from '@/lib/full-page-load';
import { readLoginState } from '@/lib/redirect';
import { rememberReturnPath } from '../lib/return-path';

/**
 * The app's /login: signing in is a page of its own (login.html, docs/decisions/015-light-sign-in-entry.md), so a
 * navigation here inside the app — the session guard, Sign Out, a "Sign In" link — hands over where to return and
 * loads that page. Navigation state `isLogin: false` asks for Sign Up, which stays in the app at /signup.
 */
export function SignInRedirect() {
  const location = useLocation();
  const { isLogin, from } = readLoginState(location.state);

  useEffect(() => {
    if (!isLogin) return;
    rememberReturnPath(from ?? new URLSearchParams(location.search).get('from'));
    fullPageLoad.replace('/login');
  }, [isLogin, from, location.search]);

  if (!isLogin) return <Navigate to="/signup" replace state={{ isLogin: false, from }} />;
  return <LoadingScreen />;
}
