import type { AuthConfig } from '@praxis/shared';
import { fullPageLoad } from '@/lib/full-page-load';
import { AuthFailure, PROFILE_NOT_LOADED_MESSAGE, SESSION_NOT_KEPT_MESSAGE } from '../lib/auth-failure';
import { forgetReturnPath } from '../lib/return-path';

/**
 * What the light sign-in page asks the API, with plain `fetch` (the app's typed client and query cache are not
 * part of this page).
 */

/**
 * Reads an answer's body to the end even when only its status matters: a body left unread keeps the request open
 * in the browser (the page never becomes network-idle).
 */
async function drain(response: Response): Promise<void> {
  await response.text().catch(() => '');
}

/** GET /api/auth-config (public): the single sign-on provider, whether e-mail is on, the sign-up policy. */
export async function fetchAuthConfig(signal: AbortSignal): Promise<AuthConfig> {
  const response = await fetch('/api/auth-config', { signal, headers: { accept: 'application/json' } });
  if (!response.ok) {
    await drain(response);
    throw new Error(`GET /api/auth-config answered ${response.status}`);
  }
  return (await response.json()) as AuthConfig;
}

/**
 * GET /api/session: is someone signed in in this browser? It answers null rather than 401 for nobody, so a
 * signed-out visit logs no failed request. Undefined when the server could not say.
 */
async function isSignedIn(signal?: AbortSignal): Promise<boolean | undefined> {
  try {
    const response = await fetch('/api/session', { signal, headers: { accept: 'application/json' } });
    if (!response.ok) {
      await drain(response);
      return response.status === 401 ? false : undefined;
    }
    return (await response.json()) !== null;
  } catch {
    return undefined;
  }
}

/** A visitor who is signed in already goes on to where they were headed. */
export async function leaveIfSignedIn(returnTo: string, signal: AbortSignal): Promise<void> {
  if ((await isSignedIn(signal)) === true && !signal.aborted) fullPageLoad.replace(returnTo);
}

/** After a successful sign-in: check the session took, then load the app where the user was headed. */
export async function enterApp(returnTo: string): Promise<void> {
  const signedIn = await isSignedIn();
  if (signedIn === undefined) throw new AuthFailure(PROFILE_NOT_LOADED_MESSAGE);
  if (!signedIn) throw new AuthFailure(SESSION_NOT_KEPT_MESSAGE);
  forgetReturnPath();
  fullPageLoad.assign(returnTo);
}
