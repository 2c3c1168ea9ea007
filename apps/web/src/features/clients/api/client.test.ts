import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '@/lib/api-client';
import { ifMatch, ok, okJson } from '@/lib/typed-client';
import { clientsApi } from './client';

const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

afterEach(() => vi.unstubAllGlobals());

describe('the typed clients (Hono RPC)', () => {
  it('calls the route with its params, list query, JSON body and If-Match, and returns the parsed answer', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => answer(200, { id: 'c1', name: 'Acme' }));
    vi.stubGlobal('fetch', fetch);
    const updated = await ok(
      clientsApi.clients[':id'].$patch({ param: { id: 'c1' }, json: { name: 'Acme' }, header: ifMatch(3) }),
    );
    expect(updated.name).toBe('Acme');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/clients/c1');
    expect(init?.method).toBe('PATCH');
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).get('if-match')).toBe('"3"');
    expect(init?.body).toBe('{"name":"Acme"}');

    fetch.mockResolvedValueOnce(answer(200, { items: [], total: 0, page: 2, pageSize: 24 }));
    await okJson(clientsApi.clients.$get({ query: { page: 2, pageSize: 24, q: '', status: 'active' } }));
    expect(String(fetch.mock.calls[1]?.[0])).toBe('/api/clients?page=2&pageSize=24&status=active');
  });

  it('rejects with the one ApiError for a failure, and with NETWORK when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', async () => answer(409, { code: 'CONFLICT', message: 'Changed by someone else.' }));
    const conflict = await ok(clientsApi.clients[':id'].$get({ param: { id: 'c1' } })).catch((error: unknown) => error);
    expect(isApiError(conflict) && [conflict.status, conflict.code, conflict.message]).toEqual([
      409,
      'CONFLICT',
      'Changed by someone else.',
    ]);
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('offline')));
    const offline = await ok(clientsApi.clients[':id'].$get({ param: { id: 'c1' } })).catch((error: unknown) => error);
    expect(isApiError(offline) && offline.code).toBe('NETWORK');
  });

  it('is checked by the compiler: a route, a parameter or a field that does not exist breaks the build', () => {
    const typeErrors = () => {
      // @ts-expect-error — no such route
      void clientsApi.clientz;
      // @ts-expect-error — the route's parameter is `id`
      void clientsApi.clients[':id'].$get({ param: { client_id: 'x' } });
      return async () => {
        const client = await ok(clientsApi.clients[':id'].$get({ param: { id: 'x' } }));
        // @ts-expect-error — the answer has no such field
        return client.nmae;
      };
    };
    expect(typeof typeErrors).toBe('function');
  });
});
