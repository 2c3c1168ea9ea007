import { describe, expect, it } from 'vitest';
import type { Principal } from './principal.js';
import { SESSION_CACHE_TTL_MS, SessionCache, sessionTokenOf } from './session-cache.js';
import { addTime } from '@praxis/shared/dates';

const session = (expiresInMs: number, now: number) => ({
  user: { id: 'u1', email: 'a@example.com', name: 'A' },
  expiresAt: addTime(now, { milliseconds: expiresInMs }),
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

  it('forgets every entry of a user announced by id or by email (any instance revoked them)', () => {
    const cache = new SessionCache();
    const other = {
      user: { id: 'u2', email: 'b@example.com', name: 'B' },
      expiresAt: addTime(Date.now(), { minutes: 1 }),
    };
    cache.set('t1', session(60_000, Date.now()));
    cache.set('t2', session(60_000, Date.now()));
    cache.set('t3', other);
    cache.forget({ user_id: 'u1' });
    expect([cache.get('t1'), cache.get('t2')]).toEqual([undefined, undefined]);
    expect(cache.get('t3')).toBeDefined();
    cache.forget({ email: 'B@Example.com' });
    expect(cache.get('t3')).toBeUndefined();
  });

  it('reads the session cookie, plain or __Secure-', () => {
    expect(sessionTokenOf('a=1; better-auth.session_token=abc.def; b=2')).toBe('abc.def');
    expect(sessionTokenOf('__Secure-better-auth.session_token=xyz')).toBe('xyz');
    expect(sessionTokenOf('other=1')).toBeUndefined();
    expect(sessionTokenOf(undefined)).toBeUndefined();
  });

  it('keeps a principal only while nothing changed since it was loaded', () => {
    const now = 1_000_000;
    const cache = new SessionCache(() => now);
    cache.set('t', session(60_000, now));
    const principal = { userId: 'u1' } as Principal;
    const loadedAt = cache.currentGeneration();
    cache.setPrincipal('t', principal, loadedAt);
    expect(cache.getPrincipal('t')).toBe(principal);
    // A write through this instance: read again.
    cache.invalidatePrincipals();
    expect(cache.getPrincipal('t')).toBeUndefined();
    // A principal loaded before a change arrived is not kept (it may predate the change).
    const before = cache.currentGeneration();
    cache.forget({ user_id: 'someone-else' });
    cache.setPrincipal('t', principal, before);
    expect(cache.getPrincipal('t')).toBeUndefined();
    expect(cache.get('t')?.user.id).toBe('u1');
  });
});
