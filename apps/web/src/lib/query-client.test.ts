import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { retryDelay, shouldRetry } from './query-client';

const apiError = (status: number) => new ApiError({ status, code: 'UNKNOWN', message: 'x' });

describe('query defaults (docs/product.md §9)', () => {
  it('retries a failed read 3 times', () => {
    expect(shouldRetry(0, apiError(503))).toBe(true);
    expect(shouldRetry(2, new TypeError('network'))).toBe(true);
    expect(shouldRetry(3, apiError(500))).toBe(false);
  });

  it('does not retry what the server refused (4xx)', () => {
    expect(shouldRetry(0, apiError(404))).toBe(false);
    expect(shouldRetry(0, apiError(403))).toBe(false);
  });

  it('backs off exponentially, capped at 30 s', () => {
    expect([0, 1, 2, 3].map(retryDelay)).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelay(10)).toBe(30_000);
  });
});
