import { safeRedirectPath } from '@/lib/redirect';

/**
 * Where to go after signing in, across the full page load from the app to /login. The app's guard hands it over in
 * sessionStorage so that the address stays a plain /login; a `from` query parameter (the single sign-on error
 * redirect carries one) wins. Either way only a safe same-origin path comes out.
 */
const RETURN_PATH_KEY = 'praxis.sign-in.return-to';

export function rememberReturnPath(target: unknown): void {
  try {
    sessionStorage.setItem(RETURN_PATH_KEY, safeRedirectPath(target));
  } catch {
    // Storage refused (private mode, quota): signing in then lands on the home page.
  }
}

export function readReturnPath(search: string): string {
  const fromQuery = new URLSearchParams(search).get('from');
  if (fromQuery) return safeRedirectPath(fromQuery);
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(RETURN_PATH_KEY);
  } catch {
    stored = null;
  }
  return safeRedirectPath(stored);
}

/** Signed in: the handed-over path has served its purpose. */
export function forgetReturnPath(): void {
  try {
    sessionStorage.removeItem(RETURN_PATH_KEY);
  } catch {
    // Nothing was stored.
  }
}
