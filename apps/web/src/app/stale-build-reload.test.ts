import { describe, expect, it } from 'vitest';
import { isChunkLoadFailure, shouldReloadForStaleBuild } from './stale-build-reload';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('stale build reload', () => {
  const missingChunk = new TypeError('Failed to fetch dynamically imported module: http://x/assets/home-abc.js');

  it('recognises a chunk that could not be fetched, not an error thrown by the chunk', () => {
    expect(isChunkLoadFailure(missingChunk)).toBe(true);
    expect(isChunkLoadFailure(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once, then lets a repeat within 10 s reach the error page', () => {
    const storage = memoryStorage();
    expect(shouldReloadForStaleBuild(missingChunk, storage, 100_000)).toBe(true);
    expect(shouldReloadForStaleBuild(missingChunk, storage, 105_000)).toBe(false);
    expect(shouldReloadForStaleBuild(missingChunk, storage, 200_000)).toBe(true);
  });
});
