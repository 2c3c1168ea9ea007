import type { Hono } from 'hono';
import { hc } from 'hono/client';
import { reachServer, toApiError } from './api-client';
import { toSearch } from './list-query';

/**
 * Typed clients (Hono RPC, docs/architecture.md): one per API module, typed by that module's router, so a renamed
 * route, parameter or field breaks the web build. The router types are imported with `import type` from
 * `@praxis/api/<module>/<module>.routes` and erased from the bundle; only `hc`'s small proxy ships.
 *
 *   const clients = moduleClient<typeof clientsRouter>();
 *   const client = await ok(clients.clients[':id'].$get({ param: { id } }, { init: { signal } }));
 *
 * Calls behave like {@link apiFetch}: same-origin cookie, and any failure (network, 4xx, 5xx) rejects with the one
 * {@link ApiError}, so `ok()` only ever sees a successful answer.
 */
async function checkedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.set('Accept', 'application/json');
  const response = await reachServer(input, { credentials: 'same-origin', ...init, headers });
  if (!response.ok) throw await toApiError(response);
  return response;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any router's env, schema and base path
export function moduleClient<Router extends Hono<any, any, any>>() {
  return hc<Router>('/api', {
    fetch: checkedFetch,
    // The API's list convention (lib/list-query): lists comma-joined, empty values left out.
    buildSearchParams: (query) => new URLSearchParams(toSearch(query)),
  });
}

type Success<R> = R extends { ok: true; json(): Promise<infer Body> } ? Body : never;

/** The parsed body of a successful typed call (undefined for 204), typed from the route's success responses. */
export async function ok<R extends { ok: boolean; status: number; text(): Promise<string> }>(
  call: Promise<R>,
): Promise<Success<R>> {
  const response = await call;
  const text = response.status === 204 ? '' : await response.text();
  return (text ? JSON.parse(text) : undefined) as Success<R>;
}

/** The If-Match header of a versioned write (optimistic concurrency, decision 004), as routes declare it. */
export const ifMatch = (version: number) => ({ 'if-match': `"${version}"` });

/** The JSON answer of a list route that can also answer `format=csv` (whose text is then not this call's answer). */
export const okJson = <R extends { ok: boolean; status: number; text(): Promise<string> }>(call: Promise<R>) =>
  ok(call) as Promise<Exclude<Success<R>, string>>;
