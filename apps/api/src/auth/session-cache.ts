/**
 * better-auth's getSession costs about 1.8 ms of CPU per call (signed-cookie check, endpoint machinery) — most of an
 * authenticated request. The session behind a cookie is therefore remembered for a few seconds per process.
 * Roles and permissions are NOT cached (the principal is read from the database on every request), so only the
 * session itself can be stale — and not for long: a sign-out, revocation or deactivation anywhere is announced on
 * the sessions channel (LISTEN/NOTIFY, realtime/realtime.ts) and every instance drops that user's entries at once
 * (`forget`). SESSION_CACHE_TTL_MS only bounds the damage if such a message were ever lost.
 */
export const SESSION_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

export interface CachedSession {
  user: { id: string; email: string; name: string };
  expiresAt: Date;
}

export class SessionCache {
  private readonly entries = new Map<string, { storedAt: number; session: CachedSession }>();

  constructor(private readonly now: () => number = Date.now) {}

  get(token: string): CachedSession | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    const now = this.now();
    if (now - entry.storedAt > SESSION_CACHE_TTL_MS || entry.session.expiresAt.getTime() <= now) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.session;
  }

  set(token: string, session: CachedSession): void {
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { storedAt: this.now(), session });
  }

  delete(token: string | undefined): void {
    if (token) this.entries.delete(token);
  }

  /** Drops every entry of a user (by id, or by email for changes keyed by address such as the whitelist). */
  forget(change: { user_id?: string | undefined; email?: string | undefined }): void {
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
