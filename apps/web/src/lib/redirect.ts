/** Where a signed-in user lands when there is nowhere (safe) to return to. */
export const HOME_PATH = '/home';

/** Pages that must never be the destination after signing in: returning there would loop. */
const AUTH_PATHS = ['/login', '/auth/callback'];

const PARSE_BASE = 'https://praxis.invalid';
const ENCODED_SEPARATOR = /%(2f|5c)/i;

interface LocationLike {
  pathname: string;
  search?: string;
  hash?: string;
}

function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

function isLocationLike(value: unknown): value is LocationLike {
  return typeof value === 'object' && value !== null && typeof (value as LocationLike).pathname === 'string';
}

/**
 * Turns an untrusted "return to" target — a path string from the URL or a location object from navigation state —
 * into a path on this origin, or the fallback. Only root-relative paths pass: never `//host`, `/\host`, absolute
 * URLs, `javascript:`, control characters or encoded slashes, so a crafted link cannot send the user elsewhere
 * (open redirect). Auth pages are refused as targets so that signing in cannot loop.
 */
export function safeRedirectPath(target: unknown, fallback: string = HOME_PATH): string {
  const raw = isLocationLike(target)
    ? `${target.pathname}${target.search ?? ''}${target.hash ?? ''}`
    : typeof target === 'string'
      ? target
      : null;
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || hasControlCharacter(raw)) {
    return fallback;
  }
  const pathEnd = raw.search(/[?#]/);
  if (ENCODED_SEPARATOR.test(pathEnd === -1 ? raw : raw.slice(0, pathEnd))) return fallback;

  let url: URL;
  try {
    url = new URL(raw, PARSE_BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== PARSE_BASE) return fallback;
  if (AUTH_PATHS.some((path) => url.pathname === path || url.pathname.startsWith(`${path}/`))) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Navigation state of /login (docs/product.md §2): `isLogin` picks Sign In (true) or Sign Up (false); `from` is where to return. */
export interface LoginState {
  isLogin?: boolean;
  from?: LocationLike | string;
}

/** Reads /login's navigation state defensively: history state can hold anything. */
export function readLoginState(state: unknown): { isLogin: boolean; from: unknown } {
  if (typeof state !== 'object' || state === null) return { isLogin: true, from: undefined };
  const { isLogin, from } = state as Record<string, unknown>;
  return { isLogin: isLogin !== false, from };
}
