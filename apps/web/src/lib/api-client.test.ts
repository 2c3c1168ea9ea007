import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, fieldErrorsOf } from './api-client';
import { json } from '@/test/fake-api';

function serve(response: Response | Error) {
  const fetch = vi.fn<typeof globalThis.fetch>(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('apiFetch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns the parsed body and sends JSON with the right headers', async () => {
    const fetch = serve(json({ id: 7 }, 201));
    await expect(apiFetch('/api/things', { method: 'POST', json: { name: 'x' } })).resolves.toEqual({ id: 7 });

    const init = fetch.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"name":"x"}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(init?.credentials).toBe('same-origin');
  });

  it('resolves an empty answer with undefined', async () => {
    serve(new Response(null, { status: 204 }));
    await expect(apiFetch('/api/things/7', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('turns the error body into an ApiError with status, code, message, details and request id', async () => {
    serve(
      json(
        {
          code: 'VALIDATION',
          message: 'Invalid fields: email.',
          details: { fields: { email: 'Bad.' } },
          requestId: 'r1',
        },
        422,
      ),
    );
    const error = await failure(apiFetch('/api/things'));
    expect(error).toMatchObject({
      status: 422,
      code: 'VALIDATION',
      message: 'Invalid fields: email.',
      requestId: 'r1',
    });
    expect(error.isClientError).toBe(true);
    expect(fieldErrorsOf(error)).toEqual({ email: 'Bad.' });
  });

  it('explains an error answer that is not JSON', async () => {
    serve(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failure(apiFetch('/api/things'));
    expect(error).toMatchObject({ status: 502, code: 'UNKNOWN' });
    expect(error.isClientError).toBe(false);
  });

  it('reports a network failure as status 0', async () => {
    serve(new TypeError('Failed to fetch'));
    const error = await failure(apiFetch('/api/things'));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK' });
  });
});
