import type { AppDeps } from '../../context.js';
import type { Db } from '../../db/client.js';
import { baseUrlOf } from '../../lib/env.js';
import type { Logger } from '../../lib/logger.js';
import { countFeedLookup } from '../../lib/metrics.js';
import type { FeedRows } from './feed-rows.queries.js';
import { feedByToken, FEED_TOKEN, hashToken } from './feeds.service.js';
import { feedWindow, loadFeed, renderFeed, type RenderedFeed } from './ics.js';

/**
 * The feed a token names, checked on every read, then from this instance's cache or rendered (then kept): null
 * when the token is unknown, revoked or its owner may no longer read it. The cache is keyed by the token's hash, so only the token
 * that was checked can reach a kept body.
 */
export async function serveFeed(
  db: Db,
  deps: Pick<AppDeps, 'env' | 'feedCache'>,
  token: string,
  log: Logger,
): Promise<RenderedFeed | null> {
  if (!FEED_TOKEN.test(token)) return null;
  const key = hashToken(token);
  const window = feedWindow();
  // Read before anything else: a change announced while the rows are read keeps this rendering out of the cache.
  const generation = deps.feedCache.currentGeneration();
  // Access is checked on every read, kept body or not: the cache saves the rendering, never the decision, so a
  // revocation or a team change made anywhere counts at once, before any notification arrives.
  const found = await feedByToken(db, token, log, { requireAdminTwoFactor: deps.env.REQUIRE_ADMIN_2FA ?? false });
  if (!found) return null;
  const cached = deps.feedCache.get(key, window.day);
  countFeedLookup(cached !== undefined);
  if (cached) return cached;

  const { json, etag } = await loadFeed(db, found.feed, window);
  const body = renderFeed(found.feed, JSON.parse(json) as FeedRows, baseUrlOf(deps.env));
  const rendered = { body, etag };
  deps.feedCache.set(
    key,
    { ...rendered, feedId: found.feed.id, ownerId: found.owner.id, ownerEmail: found.owner.email, day: window.day },
    generation,
  );
  return rendered;
}

/** If-None-Match against a feed's ETag: weak comparison (RFC 9110 §13.1.2), a list of tags or `*`. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
