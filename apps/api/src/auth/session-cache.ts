import type { ApiTokenScope } from '@praxis/shared';
import type { Principal } from './principal.js';

/**
 * better-auth's getSession costs about 1.8 ms of CPU per call (signed-cookie check, endpoint machinery) — most of an
 * authenticated request — and the principal (roles, whitelist, consultant) one more database round trip. Both are
 * remembered for a few seconds per process. They cannot be stale for long: a sign-out, revocation, deactivation,
 * role, whitelist or consultant-link change anywhere is announced on the sessions channel (LISTEN/NOTIFY,
 * realtime/realtime.ts) and every instance drops that user's sessions and every cached principal at once (`forget`);
 * any write through this instance drops the cached principals too (`invalidatePrincipals`), so what a request
 * changed is what the next one sees. SESSION_CACHE_TTL_MS only bounds the damage if a message were ever lost.
 */
export const SESSION_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

export interface CachedSession {
  user: { id: string; email: string; name: string };
  expiresAt: Date;
  /** Set when the entry is a personal API token's (keyed `bearer:<hash>`): which token and what it may do. */
  apiToken?: { id: string; scope: ApiTokenScope };
}

interface Entry {
  storedAt: number;
  session: CachedSession;
  /** The principal resolved for this session, valid while `principalGeneration` is the cache's generation. */
  principal?: Principal;
  principalGeneration?: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /**
   * Bumped by every write on this instance and every session change from any instance: a cached principal from an
   * older generation is not used, so roles, whitelist, consultant links or a renamed profile apply at once.
   */
  private generation = 0;

  constructor(private readonly now: () => number = Date.now) {}

  get(token: string): CachedSession | undefined {
    return this.entryOf(token)?.session;
  }

  /** The generation to pass to setPrincipal: read it before loading the principal. */
  currentGeneration(): number {
    return this.generation;
  }

  getPrincipal(token: string): Principal | undefined {
    const entry = this.entryOf(token);
    return entry?.principalGeneration === this.generation ? entry.principal : undefined;
  }

  /** Keeps a principal loaded during `generation`, unless anything changed meanwhile (then it may be stale). */
  setPrincipal(token: string, principal: Principal, generation: number): void {
    const entry = this.entryOf(token);
    if (!entry || generation !== this.generation) return;
    entry.principal = principal;
    entry.principalGeneration = generation;
  }

  /** A write went through this instance: principals are read again (sessions stay cached). */
  invalidatePrincipals(): void {
    this.generation += 1;
  }

  private entryOf(token: string): Entry | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    const now = this.now();
    if (now - entry.storedAt > SESSION_CACHE_TTL_MS || entry.session.expiresAt.getTime() <= now) {
      this.entries.delete(token);
      return undefined;
    }
    return entry;
  }

  set(token: string, session: CachedSession): void {
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { storedAt: this.now(), session });
  }

  delete(token: string | undefined): void {
    this.generation += 1;
    if (token) this.entries.delete(token);
  }

  /** Drops every entry of a user (by id, or by email for changes keyed by address such as the whitelist). */
  forget(change: { user_id?: string | undefined; email?: string | undefined }): void {
    this.generation += 1;
    const email = change.email?.toLowerCase();
    for (const [token, entry] of this.entries) {
      if (entry.session.user.id === change.user_id || (email && entry.session.user.email.toLowerCase() === email)) {
        this.entries.delete(token);
      }
    }
  }
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

/** The session cookie's raw (signed) value: the cache key. */
export function sessionTokenOf(cookieHeader: string | null | undefined): string | undefined {
  return cookieHeader ? SESSION_COOKIE.exec(cookieHeader)?.[1] : undefined;
}
