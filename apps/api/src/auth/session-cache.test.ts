import { describe, expect, it } from 'vitest';
import { SESSION_CACHE_TTL_MS, SessionCache, sessionTokenOf } from './session-cache.js';

const session = (expiresInMs: number, now: number) => ({
  user: { id: 'u1', email: 'a@example.com', name: 'A' },
  expiresAt: new Date(now + expiresInMs),
});

describe('session cache', () => {
  it('remembers a session for the TTL, then forgets it', () => {
    let now = 1_000_000;
    const cache = new SessionCache(() => now);
    cache.set('t', session(60_000, now));
    expect(cache.get('t')?.user.id).toBe('u1');
    now += SESSION_CACHE_TTL_MS + 1;
    expect(cache.get('t')).toBeUndefined();
  });

  it('never returns an expired session', () => {
    let now = 1_000_000;
    const cache = new SessionCache(() => now);
    cache.set('t', session(1_000, now));
    now += 1_001;
    expect(cache.get('t')).toBeUndefined();
  });

  it('drops an entry on demand (sign-out)', () => {
    const cache = new SessionCache();
    cache.set('t', session(60_000, Date.now()));
    cache.delete('t');
    expect(cache.get('t')).toBeUndefined();
  });

  it('reads the session cookie, plain or __Secure-', () => {
    expect(sessionTokenOf('a=1; better-auth.session_token=abc.def; b=2')).toBe('abc.def');
    expect(sessionTokenOf('__Secure-better-auth.session_token=xyz')).toBe('xyz');
    expect(sessionTokenOf('other=1')).toBeUndefined();
    expect(sessionTokenOf(undefined)).toBeUndefined();
  });
});
