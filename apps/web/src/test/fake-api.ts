import type { AuthConfig, Me } from '@praxis/shared';

/**
 * A fake of the Praxis API at the network layer: it replaces `fetch`, so the code under test runs unchanged —
 * our api client, better-auth's client, TanStack Query — and only the server is pretend.
 */
export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
  /** The request's headers, names in lower case. */
  headers: Record<string, string>;
}

export type FakeHandler = (request: FakeRequest) => Response | Promise<Response>;

type Fetch = typeof globalThis.fetch;

let activeFetch: Fetch | null = null;

/**
 * The `fetch` tests install. It is one function for the whole run because better-auth's client keeps the `fetch`
 * it saw when it was created; each test then points this dispatcher at its own fake API.
 */
export const dispatchFetch: Fetch = (input, init) =>
  activeFetch ? activeFetch(input, init) : Promise.reject(new TypeError('No fake API is active in this test.'));

export function activateFakeApi(api: { fetch: Fetch }): void {
  activeFetch = api.fetch;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

interface FakeApiOptions {
  /** Who is signed in at the start; null for nobody. */
  me?: Me | null;
  authConfig?: AuthConfig;
  /** The account that email + password sign-in accepts. */
  account?: { email: string; password: string; me: Me };
  /** Extra or replacing routes, keyed "METHOD /path". */
  routes?: Record<string, FakeHandler>;
}

export function createFakeApi({ me = null, authConfig = { oidc: null }, account, routes = {} }: FakeApiOptions = {}) {
  const requests: FakeRequest[] = [];
  let session: Me | null = me;

  const defaults: Record<string, FakeHandler> = {
    'GET /api/me': () => (session ? json(session) : json({ code: 'UNAUTHENTICATED', message: 'Sign in first.' }, 401)),
    'GET /api/auth-config': () => json(authConfig),
    // The header's bell asks on every signed-in page.
    'GET /api/notifications/unread-count': () => json({ unread: 0 }),
    'POST /api/auth/sign-in/email': ({ body }) => {
      const { email, password } = body as { email: string; password: string };
      if (!account || email !== account.email || password !== account.password) {
        return json({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, 401);
      }
      session = account.me;
      return json({ redirect: false, token: 'session-token', user: account.me.user });
    },
    'POST /api/auth/sign-out': () => {
      session = null;
      return json({ success: true });
    },
  };
  const handlers: Record<string, FakeHandler> = { ...defaults, ...routes };
  // The web reads the session through GET /api/session, which answers as GET /api/me does, or null for nobody; a
  // test describes its session once, on GET /api/me.
  handlers['GET /api/session'] ??= async (request) => {
    const me = handlers['GET /api/me'];
    const answer = me ? await me(request) : json(null);
    return answer.status === 401 ? json(null) : answer;
  };

  const fetch: Fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    // JSON bodies parsed; a multipart upload's FormData as sent.
    const body: unknown =
      init?.body instanceof FormData
        ? init.body
        : typeof init?.body === 'string' && init.body
          ? JSON.parse(init.body)
          : undefined;
    const headers: Record<string, string> = {};
    new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)).forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    const request = { method, path: url.pathname, body, headers };
    requests.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    return handler
      ? handler(request)
      : json({ code: 'NOT_FOUND', message: `No fake for ${method} ${url.pathname}` }, 404);
  };

  return {
    fetch,
    requests,
    /** Requests sent to one "METHOD /path". */
    requestsTo: (route: string) => requests.filter((request) => `${request.method} ${request.path}` === route),
  };
}
