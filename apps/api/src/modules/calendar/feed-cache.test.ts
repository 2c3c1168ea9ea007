import { addDays, todayIn } from '@praxis/shared/dates';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeeds } from '../../db/schema/calendar.js';
import { rowsOf } from '../../db/sql.js';
import { baseUrlOf } from '../../lib/env.js';
import { createLogger } from '../../lib/logger.js';
import { createRealtime, type Realtime } from '../../realtime/realtime.js';
import { useDemoPeople } from '../../test/demo-app.js';
import { FEED_CACHE_MAX_ENTRIES, FeedCache, listenForFeedChanges, type CachedFeed } from './feed-cache.js';
import type { FeedRows } from './feed-rows.queries.js';
import { serveFeed } from './feed-serve.js';
import { feedWindow, loadFeed, renderFeed } from './ics.js';
import { renderFeedLegacy } from './ics-legacy.fixture.js';

const { t, cookies, consultantIds } = useDemoPeople();

const pathOf = (url: string) => new URL(url).pathname;
const read = (path: string, headers: Record<string, string> = {}) => t.request('GET', path, { headers });
const text = async (path: string) => (await read(path)).text();

async function newFeed(cookie: string, body: Record<string, unknown>) {
  const response = await t.request('POST', '/api/calendar/feeds', { cookie, body });
  expect(response.status).toBe(201);
  const created = (await response.json()) as { id: string; url: string };
  return { id: created.id, path: pathOf(created.url) };
}

/**
 * DTSTAMP says when the text was written, and events that tie on their sort key may come in either order: the
 * calendar's header and the set of its events are what must not change.
 */
function canonical(ics: string) {
  const [head = '', ...events] = ics.replace(/^DTSTAMP:.*\r\n/gm, '').split('BEGIN:VEVENT');
  return { head, events: events.sort() };
}

/**
 * A second API instance on the same database: its own feed cache and LISTEN connection, wired as bootstrap does,
 * serving feeds as the route does (null: the route's 404).
 */
let second: {
  cache: FeedCache;
  realtime: Realtime;
  stop: () => Promise<void>;
  read: (path: string) => Promise<string | null>;
};

beforeAll(async () => {
  const cache = new FeedCache();
  const realtime = createRealtime(t.deps.database, createLogger('silent'));
  await realtime.start();
  const stop = await listenForFeedChanges(cache, t.deps.database, realtime);
  const log = createLogger('silent');
  const read = async (path: string) => {
    const token = path.split('/').pop() ?? '';
    return (await serveFeed(t.deps.database.db, { env: t.deps.env, feedCache: cache }, token, log))?.body ?? null;
  };
  second = { cache, realtime, stop, read };
});
afterAll(async () => {
  await second.stop();
  await second.realtime.stop();
});

describe('a feed read in one statement', () => {
  it('renders every demo feed as the former queries did (users and every engagement)', async () => {
    const db = t.deps.database.db;
    const ids = [
      (await newFeed(cookies.admin, { scope: 'user' })).id,
      (await newFeed(cookies.pm, { scope: 'user' })).id,
      (await newFeed(cookies.employee, { scope: 'user' })).id,
    ];
    const engagements = await rowsOf<{ id: string }>(db, sql`select id from engagements order by name`);
    expect(engagements.length).toBeGreaterThan(3);
    for (const { id } of engagements) {
      ids.push((await newFeed(cookies.admin, { scope: 'engagement', engagement_id: id })).id);
    }
    const window = feedWindow();
    const appUrl = baseUrlOf(t.deps.env);
    let events = 0;
    for (const id of ids) {
      const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.id, id));
      if (!feed) throw new Error(`feed ${id} not found`);
      const before = canonical(await renderFeedLegacy(db, feed, appUrl, window));
      const rows = JSON.parse((await loadFeed(db, feed, window)).json) as FeedRows;
      const after = canonical(renderFeed(feed, rows, appUrl));
      expect(after).toEqual(before);
      events += after.events.length;
    }
    // The comparison covered real feeds: assignments, milestones, time off and firm events of the demo firm.
    expect(events).toBeGreaterThan(50);
  });
});

describe('the feed cache', () => {
  it('serves a kept feed with an ETag, 304 for a matching If-None-Match, and a new ETag after a change', async () => {
    const feed = await newFeed(cookies.employee, { scope: 'user' });
    const first = await read(feed.path);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    const body = await first.text();
    // Kept: the second read is the same bytes (its DTSTAMP included), and revalidation is a bodiless 304.
    expect(await text(feed.path)).toBe(body);
    const unchanged = await read(feed.path, { 'if-none-match': `"other", ${etag}` });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    expect((await read(feed.path, { 'if-none-match': '"other"' })).status).toBe(200);

    // An unrelated write empties the cache; the rows are the same, so the ETag still matches.
    t.deps.feedCache.invalidate();
    expect((await read(feed.path, { 'if-none-match': etag })).status).toBe(304);

    await createFirmEvent('ETag changes');
    const changed = await read(feed.path, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('shows a created, moved and deleted firm event on the next read', async () => {
    const feed = await newFeed(cookies.employee, { scope: 'user' });
    await text(feed.path);
    const event = await createFirmEvent('Cache offsite');
    expect(await text(feed.path)).toContain('SUMMARY:Cache offsite');

    const day = addDays(todayIn('UTC'), 20);
    const moved = await t.request('PATCH', `/api/calendar/events/${event.id}`, {
      cookie: cookies.admin,
      headers: { 'if-match': `"${event.version}"` },
      body: { starts_at: `${day}T09:00:00.000Z`, ends_at: `${day}T10:00:00.000Z` },
    });
    expect(moved.status).toBe(200);
    expect(await text(feed.path)).toContain(`DTSTART:${day.replaceAll('-', '')}T090000Z`);

    const deleted = await t.request('DELETE', `/api/calendar/events/${event.id}`, { cookie: cookies.admin });
    expect(deleted.status).toBe(204);
    expect(await text(feed.path)).not.toContain('Cache offsite');
  });

  it("shows a consultant's and an engagement's new name once the database announces it (no API write)", async () => {
    const db = t.deps.database.db;
    const feed = await newFeed(cookies.employee, { scope: 'user' });
    const [assignment] = await rowsOf<{ engagement_id: string; name: string }>(
      db,
      sql`select e.id as engagement_id, e.name from engagement_consultants a join engagements e on e.id = a.engagement_id
           where a.consultant_id = ${consultantIds.employee}::uuid and e.status <> 'cancelled'
             and coalesce(a.start_date, e.start_date) is not null and coalesce(a.end_date, e.end_date) is not null
           order by e.name limit 1`,
    );
    if (!assignment) throw new Error('the demo employee has no dated assignment');
    expect(await text(feed.path)).toContain(`Assignment: ${assignment.name}`);
    await db.execute(
      sql`update engagements set name = 'Renamed for feeds' where id = ${assignment.engagement_id}::uuid`,
    );
    await expect.poll(() => text(feed.path), { timeout: 2_000 }).toContain('Assignment: Renamed for feeds');

    const team = await newFeed(cookies.admin, { scope: 'engagement', engagement_id: assignment.engagement_id });
    expect(await text(team.path)).toContain(' on Renamed for feeds');
    await db.execute(sql`update consultants set first_name = 'Feedina' where id = ${consultantIds.employee}::uuid`);
    await expect.poll(() => text(team.path), { timeout: 2_000 }).toContain('SUMMARY:Feedina ');
    await db.execute(
      sql`update engagements set name = ${assignment.name} where id = ${assignment.engagement_id}::uuid`,
    );
  });

  it('another instance sees a change and a revocation made through this one', async () => {
    const feed = await newFeed(cookies.pm, { scope: 'user' });
    expect(await second.read(feed.path)).toContain('BEGIN:VCALENDAR');
    expect(second.cache.size()).toBeGreaterThan(0);
    await createFirmEvent('Seen elsewhere');
    await expect.poll(() => second.read(feed.path), { timeout: 2_000 }).toContain('SUMMARY:Seen elsewhere');

    const revoked = await t.request('DELETE', `/api/calendar/feeds/${feed.id}`, { cookie: cookies.pm });
    expect(revoked.status).toBe(204);
    await expect.poll(() => second.read(feed.path), { timeout: 2_000 }).toBeNull();
  });

  it('answers 404 for a revoked feed that was cached, at once', async () => {
    const feed = await newFeed(cookies.admin, { scope: 'user' });
    expect((await read(feed.path)).status).toBe(200);
    expect((await read(feed.path)).status).toBe(200); // from the cache
    expect((await t.request('DELETE', `/api/calendar/feeds/${feed.id}`, { cookie: cookies.admin })).status).toBe(204);
    expect((await read(feed.path)).status).toBe(404);
    expect((await read(feed.path, { 'if-none-match': '*' })).status).toBe(404);
  });
});

describe('FeedCache', () => {
  const entry = (feedId: string, day = '2026-11-28'): CachedFeed => ({
    feedId,
    ownerId: `owner-${feedId}`,
    ownerEmail: `${feedId}@example.com`,
    day,
    etag: 'W/"x"',
    body: feedId,
  });

  it('keeps at most FEED_CACHE_MAX_ENTRIES feeds, dropping the least recently read', () => {
    const cache = new FeedCache(() => 0);
    for (let i = 0; i < FEED_CACHE_MAX_ENTRIES; i += 1) cache.set(`k${i}`, entry(`f${i}`), 0);
    expect(cache.get('k0', '2026-11-28')?.body).toBe('f0'); // read: now the most recent
    cache.set('new', entry('new'), 0);
    expect(cache.size()).toBe(FEED_CACHE_MAX_ENTRIES);
    expect(cache.get('k1', '2026-11-28')).toBeUndefined();
    expect(cache.get('k0', '2026-11-28')?.body).toBe('f0');
    expect(cache.get('new', '2026-11-28')?.body).toBe('new');
  });

  it('does not keep a feed rendered before a change, nor serve one rendered for another day', () => {
    const cache = new FeedCache(() => 0);
    const generation = cache.currentGeneration();
    cache.invalidate();
    cache.set('k', entry('f'), generation);
    expect(cache.get('k', '2026-11-28')).toBeUndefined();
    cache.set('k', entry('f', '2026-11-27'), cache.currentGeneration());
    expect(cache.get('k', '2026-11-28')).toBeUndefined();
  });

  it("drops a user's feeds when their access changes, by id or address", () => {
    const cache = new FeedCache(() => 0);
    cache.set('a', entry('a'), 0);
    cache.set('b', entry('b'), 0);
    cache.forget({ user_id: 'owner-a' });
    cache.forget({ email: 'B@EXAMPLE.COM' });
    expect(cache.size()).toBe(0);
  });
});

async function createFirmEvent(title: string) {
  const day = addDays(todayIn('UTC'), 10);
  const response = await t.request('POST', '/api/calendar/events', {
    cookie: cookies.admin,
    body: { title, kind: 'firm_event', starts_at: `${day}T14:00:00.000Z`, ends_at: `${day}T15:00:00.000Z` },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; version: number };
}
