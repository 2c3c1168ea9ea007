import type { Database } from '../../db/client.js';
import type { Realtime, SessionChange } from '../../realtime/realtime.js';

/**
 * Announced (pg_notify, from statement triggers of the migration "calendar_feed_cache") when anything a feed shows
 * or who may read it changes: calendar events, assignments, engagement names/dates/status, consultant names,
 * offices and user links, and feeds revoked.
 */
export const CALENDAR_FEEDS_CHANNEL = 'praxis_calendar_feeds';
/** Feeds kept per process; past it the least recently read one goes. */
export const FEED_CACHE_MAX_ENTRIES = 2_000;
/**
 * Only bounds the damage if an announcement were ever lost (the LISTEN connection reconnecting): every change is
 * announced, so an entry is normally dropped at once.
 */
export const FEED_CACHE_TTL_MS = 10 * 60_000;

export interface CachedFeed {
  feedId: string;
  ownerId: string;
  ownerEmail: string;
  /** The UTC day the feed was rendered for: its window moves at midnight. */
  day: string;
  etag: string;
  body: string;
}

interface Entry extends CachedFeed {
  storedAt: number;
}

/**
 * Rendered feeds of this process, keyed by the hash of their secret token (a revoked or replaced token has no
 * entry: revoking drops it here and announces it to every instance). Any change to what feeds show empties the
 * cache on every instance; a change to a user's access drops that user's feeds.
 */
export class FeedCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every invalidation: a feed rendered from rows read before it is not kept. */
  private generation = 0;

  constructor(private readonly now: () => number = Date.now) {}

  currentGeneration(): number {
    return this.generation;
  }

  get(tokenHash: string, day: string): CachedFeed | undefined {
    const entry = this.entries.get(tokenHash);
    const fresh = entry && entry.day === day && this.now() - entry.storedAt <= FEED_CACHE_TTL_MS;
    if (!fresh) {
      if (entry) this.entries.delete(tokenHash);
      return undefined;
    }
    // Re-inserting keeps the Map in least-recently-read order.
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, entry);
    return entry;
  }

  /** Keeps a feed rendered during `generation`, unless something changed meanwhile. */
  set(tokenHash: string, feed: CachedFeed, generation: number): void {
    if (generation !== this.generation) return;
    this.entries.delete(tokenHash);
    while (this.entries.size >= FEED_CACHE_MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { ...feed, storedAt: this.now() });
  }

  /** Something feeds show changed: every feed is rendered again. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** A user's access changed (deactivated, roles, whitelist): their feeds are checked and rendered again. */
  forget(change: SessionChange): void {
    this.generation += 1;
    const email = change.email?.toLowerCase();
    for (const [key, entry] of this.entries) {
      if (entry.ownerId === change.user_id || (email && entry.ownerEmail.toLowerCase() === email)) {
        this.entries.delete(key);
      }
    }
  }

  /** A feed was revoked through this instance: gone at once, before the announcement comes back. */
  forgetFeed(feedId: string): void {
    this.generation += 1;
    for (const [key, entry] of this.entries) if (entry.feedId === feedId) this.entries.delete(key);
  }

  size(): number {
    return this.entries.size;
  }
}

/**
 * Wires a cache to the announcements, as bootstrap.ts does for each instance: feed changes empty it, session
 * changes drop the user's feeds. Resolves to the unsubscribe.
 */
export async function listenForFeedChanges(
  cache: FeedCache,
  database: Database,
  realtime: Realtime,
): Promise<() => Promise<void>> {
  const stopSessions = realtime.onSessionChange((change) => cache.forget(change));
  const unlisten = await database.listen(CALENDAR_FEEDS_CHANNEL, () => cache.invalidate());
  return async () => {
    stopSessions();
    await unlisten();
  };
}
